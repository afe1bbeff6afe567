import type { FastifyBaseLogger } from 'fastify';
import type {
  AuthorizationQueueDecision,
  CaseQueueDecisionRequest,
  QueueItemDetail,
  RudiFile,
} from '@portal/contracts';
import {
  CASE_DECISION_ACTION,
  isWaitingOnInsurer,
  QUEUE_DECISION_MESSAGES,
  queueDefinition,
  type CaseLikeQueueDecision,
  type QueueId,
} from '@portal/domain/queues';
import type { CaseArea } from '@portal/domain/support-cases';
import type { StaffCaller } from '../../access/staff-guard.ts';
import type { Actor } from '../../lib/actor.ts';
import { HttpError } from '../../lib/errors.ts';
import type { LiveEventBus } from '../../lib/live-events.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { queueRow, type QueueRow } from '../../lib/staff-queue.ts';
import { operatorDecision } from '../authorizations/public.ts';
import { recordAudit } from '../staff/public.ts';
import { moveCaseArea, operatorAction } from '../support-cases/public.ts';
import { notFound, queueItem } from './item.service.ts';
import type { QueuesDeps } from './list.service.ts';
import { QUEUE_SOURCES } from './sources.ts';

/*
 * The console's decisions (docs/decisions/0059): the queue's own checks (the item is of its kind
 * and waits on the insurer), then the very service function the operator's CLI runs, with the
 * staff member as the actor; the answer is the item as its queue shows it now.
 */

export interface DecisionDeps extends QueuesDeps {
  mailer: Mailer;
  events: LiveEventBus;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

type CaseQueue = 'casos' | 'cambios-de-datos' | 'reclamos-de-debitos';

/** The item as the queue reads it, if it is of the queue's kind and the insurer's to decide. */
async function waitingItem(deps: DecisionDeps, queue: QueueId, id: number): Promise<QueueRow> {
  const row = await queueRow(deps.db, QUEUE_SOURCES[queue], id);
  if (!row) throw notFound();
  if (!isWaitingOnInsurer(queue, row.estado)) {
    throw new HttpError(409, QUEUE_DECISION_MESSAGES.notWaiting, 'NOT_WAITING');
  }
  return row;
}

/** The staff member as the one who decides: named to the provider, audited in the staff realm. */
function staffActor(staff: StaffCaller, queue: QueueId, id: number): Actor {
  return {
    name: staff.name,
    onlyFrom: queueDefinition(queue).waitingStates,
    audit: (tx, at, details) =>
      recordAudit(tx, at, {
        staffId: staff.staffId,
        action: 'queue.decision',
        target: { kind: queue, id },
        changes: { cola: queue, ...details },
      }),
  };
}

export async function decideAuthorization(
  deps: DecisionDeps,
  id: number,
  body: { accion: AuthorizationQueueDecision['accion']; mensaje: string; archivos: RudiFile[] },
  staff: StaffCaller,
): Promise<QueueItemDetail> {
  const row = await waitingItem(deps, 'autorizaciones', id);
  await operatorDecision(
    deps,
    row.numero,
    { accion: body.accion, mensaje: body.mensaje, imagenes: body.archivos },
    staffActor(staff, 'autorizaciones', id),
  );
  return queueItem(deps, 'autorizaciones', id);
}

/** Support cases, Mis datos changes and debit claims: all cases, moved by the case rules. */
export async function decideCase(
  deps: DecisionDeps,
  queue: CaseQueue,
  id: number,
  body: {
    accion: CaseLikeQueueDecision;
    mensaje: string;
    archivos?: RudiFile[];
    area?: CaseQueueDecisionRequest['area'];
  },
  staff: StaffCaller,
): Promise<QueueItemDetail> {
  const row = await waitingItem(deps, queue, id);
  const actor = staffActor(staff, queue, id);
  if (body.accion === 'mover') {
    // The contract asks for the area with 'mover'; only the console's casos offer it.
    const area = body.area as CaseArea;
    await moveCaseArea(deps, row.numero, { area, observacion: body.mensaje }, actor);
  } else {
    await operatorAction(
      deps,
      row.numero,
      {
        accion: CASE_DECISION_ACTION[body.accion],
        observacion: body.mensaje,
        rudiFiles: body.archivos ?? [],
      },
      actor,
    );
  }
  return queueItem(deps, queue, id);
}
