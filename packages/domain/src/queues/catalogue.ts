import type { StaffRole } from '../staff/roles.ts';

/**
 * The console's queues: one per kind of request that waits on the insurer, each worked by the
 * staff of one role. The ids are the path segments of the queue calls (/colas/<id>).
 */
export const QUEUE_IDS = [
  'autorizaciones',
  'censos',
  'casos',
  'cambios-de-datos',
  'consultas-de-pago',
  'reclamos-de-debitos',
] as const;
export type QueueId = (typeof QUEUE_IDS)[number];

export interface QueueDefinition {
  id: QueueId;
  label: string;
  role: StaffRole;
  /** The states of the request in which the next move is the insurer's. */
  waitingStates: readonly number[];
  /** The states that end the request: reaching one is its decision. */
  decidedStates: readonly number[];
}

/*
 * Support cases: 1 pendiente (new or answered) and 3 en proceso are the insurer's; 2 observado
 * waits on the provider. Authorizations: only 1; 2 observado waits on the provider. Payment
 * inquiries: 1 abierto and 2 en análisis until 3 resuelto. Censuses: 1 pendiente until audited.
 */
const CASE_WAITING = [1, 3];
const CASE_DECIDED = [4, 5, 6];

export const QUEUES: readonly QueueDefinition[] = [
  {
    id: 'autorizaciones',
    label: 'Autorizaciones',
    role: 'medical-auditor',
    waitingStates: [1],
    decidedStates: [3, 4],
  },
  {
    id: 'censos',
    label: 'Censos',
    role: 'medical-auditor',
    waitingStates: [1],
    // An observation is the auditor's last word on a row (docs/decisions/0060): it ends the wait.
    decidedStates: [2, 3, 4],
  },
  {
    id: 'casos',
    label: 'Casos de soporte',
    role: 'support',
    waitingStates: CASE_WAITING,
    decidedStates: CASE_DECIDED,
  },
  {
    id: 'cambios-de-datos',
    label: 'Cambios de Mis datos',
    role: 'contracting',
    waitingStates: CASE_WAITING,
    decidedStates: CASE_DECIDED,
  },
  {
    id: 'consultas-de-pago',
    label: 'Consultas de pagos',
    role: 'settlements',
    waitingStates: [1, 2],
    decidedStates: [3],
  },
  {
    id: 'reclamos-de-debitos',
    label: 'Reclamos de débitos',
    role: 'settlements',
    waitingStates: CASE_WAITING,
    decidedStates: CASE_DECIDED,
  },
];

/**
 * A queue's total is exact up to this many items and reads "more than" beyond: counting 400,000
 * pending requests on every page costs more than the page, and nobody pages 400 pages deep.
 */
export const QUEUE_COUNT_LIMIT = 10_000;

export function queueDefinition(id: QueueId): QueueDefinition {
  return QUEUES.find((queue) => queue.id === id)!;
}

/** The queues a staff member works: those of the roles they hold (admin is no master key). */
export function queuesOfRoles(roles: readonly string[]): QueueId[] {
  return QUEUES.filter((queue) => roles.includes(queue.role)).map((queue) => queue.id);
}

/** The Mis datos sections a change is filed from, as the contracting staff read them. */
export const CHANGE_SECTION_LABELS: Readonly<Record<string, string>> = {
  'datos-personales': 'Datos personales y profesionales',
  documentacion: 'Documentación',
  domicilios: 'Domicilios de atención',
};
