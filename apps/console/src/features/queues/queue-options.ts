import { AUTHORIZATION_KIND_LABELS } from '@portal/domain/authorizations';
import { PAYMENT_INQUIRY_REASONS, PAYMENT_INQUIRY_STATES } from '@portal/domain/payments';
import { CHANGE_SECTION_LABELS, queueDefinition, type QueueId } from '@portal/domain/queues';
import {
  CASE_AREA_TITLES,
  CASE_AREAS,
  CASE_STATE_DESCRIPTIONS,
  type CaseStateId,
} from '@portal/domain/support-cases';

export interface Option {
  value: string;
  label: string;
}

/*
 * The filter's choices come from the same domain lists the server labels its rows with. A claim's
 * voucher type and a census movement have no such list: those queues filter the kind as typed.
 */
const KINDS: Partial<Record<QueueId, Option[]>> = {
  autorizaciones: Object.entries(AUTHORIZATION_KIND_LABELS).map(([value, label]) => ({
    value,
    label,
  })),
  casos: CASE_AREAS.map((area) => ({ value: area, label: CASE_AREA_TITLES[area] })),
  'cambios-de-datos': Object.entries(CHANGE_SECTION_LABELS).map(([value, label]) => ({
    value,
    label,
  })),
  'consultas-de-pago': PAYMENT_INQUIRY_REASONS.map((reason) => ({
    value: String(reason.id),
    label: reason.descripcion,
  })),
};

/** The kinds a queue's filter offers, or null when it is typed as a code. */
export const kindOptions = (queue: QueueId): Option[] | null => KINDS[queue] ?? null;

const stateLabel = (queue: QueueId, state: number): string => {
  if (queue === 'consultas-de-pago') {
    return PAYMENT_INQUIRY_STATES.find((candidate) => candidate.id === state)?.descripcion ?? '';
  }
  // The cases' descriptions are lower case, as the portal writes them inside a sentence.
  const text = CASE_STATE_DESCRIPTIONS[state as CaseStateId] ?? String(state);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The waiting states a queue's filter offers; none when only one state waits. */
export function stateOptions(queue: QueueId): Option[] {
  const { waitingStates } = queueDefinition(queue);
  if (waitingStates.length < 2) return [];
  return waitingStates.map((state) => ({ value: String(state), label: stateLabel(queue, state) }));
}

/** Order and direction as one choice, each named by what comes first. */
export const SORT_OPTIONS: Option[] = [
  { value: 'edad:asc', label: 'Más tiempo esperando primero' },
  { value: 'edad:desc', label: 'Menos tiempo esperando primero' },
  { value: 'prestador:asc', label: 'Prestador, de menor a mayor código' },
  { value: 'prestador:desc', label: 'Prestador, de mayor a menor código' },
  { value: 'fecha:desc', label: 'Recibidos más recientes primero' },
  { value: 'fecha:asc', label: 'Recibidos más antiguos primero' },
];
