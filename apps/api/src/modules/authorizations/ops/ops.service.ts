import type { OperatorDecisionRequest } from '@portal/contracts';
import { addDays, formatServerDate, maskEmail } from '@portal/domain/format';
import {
  applyDecision,
  APPROVED_VALIDITY_DAYS,
  AUTHORIZATION_FILTER_STATES,
  AUTHORIZATION_MESSAGES,
  AUTHORIZATION_STATE,
  authorizationStateView,
  isFinalAuthorizationState,
  type AuthorizationProcess,
  type AuthorizationStateId,
} from '@portal/domain/authorizations';
import { QUEUE_DECISION_MESSAGES } from '@portal/domain/queues';
import { sanitizeObservation } from '@portal/domain/support-cases';
import type { Actor } from '../../../lib/actor.ts';
import { HttpError } from '../../../lib/errors.ts';
import { recordAudit } from '../../../plugins/audit.ts';
import { notFound } from '../reads/detail.service.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import { decodeSubmission } from '../../../lib/attachments.ts';
import { publishQueueChange } from '../../../lib/queue-events.ts';
import { publishDecision } from '../shared/live.ts';
import * as requests from '../shared/requests.repository.ts';
import { stepName, toSummary } from '../shared/summary.ts';
import { findQueue } from './ops.repository.ts';

/** The insurer's side: its queue, and a decision on any provider's request. */

export type OpsDeps = Pick<AuthorizationDeps, 'db' | 'clock' | 'mailer' | 'events' | 'log'>;

export async function operatorQueue(
  deps: Pick<AuthorizationDeps, 'db'>,
  query: {
    estado?: 'pendiente' | 'observado' | 'finalizado' | undefined;
    prestad?: number | undefined;
  },
) {
  const states = AUTHORIZATION_FILTER_STATES[query.estado ?? 'pendiente'];
  const rows = await findQueue(deps.db, states, query.prestad);
  return rows.map((row) => ({ ...toSummary(row), prestad: row.providerId }));
}

const isoDay = (date: Date) => {
  const day = formatServerDate(date);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
};

/** What is decided; who decides is the actor. */
export type AuthorizationDecisionInput = Pick<
  OperatorDecisionRequest,
  'accion' | 'mensaje' | 'imagenes'
>;

/**
 * Approve, observe or reject, by the operator (CLI) or a staff account (console): the move, its
 * history event, the insurer's files and the staff audit in one transaction; then the operator's
 * audit row, the live event and the mail.
 */
export async function operatorDecision(
  deps: OpsDeps,
  nro: number,
  body: AuthorizationDecisionInput,
  actor: Actor,
) {
  const row = await requests.findRequest(deps.db, null, nro);
  if (!row) throw notFound();
  if (actor.onlyFrom && !actor.onlyFrom.includes(row.estado)) {
    throw new HttpError(409, QUEUE_DECISION_MESSAGES.notWaiting, 'NOT_WAITING');
  }
  const outcome = applyDecision(
    row.proceso as AuthorizationProcess,
    { state: row.estado as AuthorizationStateId, step: row.etapa },
    body.accion,
  );
  if (!outcome.ok) throw new HttpError(409, outcome.message, 'AUTHORIZATION_FINISHED');
  const mensaje = sanitizeObservation(body.mensaje);
  if (body.accion === 'observar' && !mensaje) {
    throw new HttpError(400, AUTHORIZATION_MESSAGES.observationRequired, 'OBSERVATION_REQUIRED');
  }
  const files = decodeSubmission(body.imagenes);
  const { state, step } = outcome.position;
  const now = deps.clock.now();
  const approved = state === AUTHORIZATION_STATE.aprobado;
  await deps.db.transaction(async (tx) => {
    const moved = await requests.moveRequest(tx, row.id, row.estado, {
      estado: state,
      etapa: step,
      updatedAt: now,
      observacionAuditor: state === AUTHORIZATION_STATE.observado ? mensaje : null,
      ...(approved && row.validezHasta === null
        ? { validezHasta: isoDay(addDays(now, APPROVED_VALIDITY_DAYS)) }
        : {}),
    });
    if (!moved) {
      throw new HttpError(
        409,
        'El trámite cambió mientras tanto: volvé a intentar.',
        'AUTHORIZATION_CHANGED',
      );
    }
    const eventId = await requests.insertEvent(tx, {
      authorizationId: row.id,
      createdAt: now,
      estado: state,
      etapa: step,
      origen: 'auditor',
      autor: actor.name,
      mensaje: mensaje || null,
    });
    await requests.insertFiles(tx, files, {
      authorizationId: row.id,
      eventId,
      origen: 'auditor',
      createdAt: now,
      userId: null,
      operator: actor.name,
    });
    await actor.audit?.(tx, now, { numero: nro, accion: body.accion, estado: state, etapa: step });
  });
  const after = (await requests.findRequest(deps.db, null, nro))!;
  if (!actor.audit) {
    await recordAudit(deps.db, deps.clock, {
      action: 'authorization.decision',
      operator: actor.name,
      providerId: row.providerId,
      details: { nroAutorizacion: nro, accion: body.accion, estado: state, etapa: step },
    });
  }
  await publishDecision(deps, row.providerId, {
    nroAutorizacion: nro,
    estado: authorizationStateView(state),
    etapa: stepName(row.proceso, step),
    inbox: await requests.countObserved(deps.db, row.providerId),
  });
  await publishQueueChange(deps, 'autorizaciones', row.id);
  if (state === AUTHORIZATION_STATE.observado || isFinalAuthorizationState(state)) {
    await mailProvider(deps, after, state);
  }
  return { autorizacion: { ...toSummary(after), prestad: row.providerId } };
}

/** The request number and what happened only: no patient data in the mail. */
async function mailProvider(deps: OpsDeps, row: requests.RequestRow, state: number) {
  const to = await requests.findNoticeAddress(deps.db, row);
  if (!to) return;
  const observed = state === AUTHORIZATION_STATE.observado;
  const mail = observed
    ? {
        subject: `Trámite ${row.nroAutorizacion}: observado`,
        text: `El trámite N° ${row.nroAutorizacion} fue observado y espera su respuesta. Ingrese al Inbox de Trámites de autorizaciones del portal para responder.`,
      }
    : {
        subject: `Trámite ${row.nroAutorizacion}: finalizado`,
        text: `El trámite N° ${row.nroAutorizacion} fue ${authorizationStateView(state).descripcion.toLowerCase()}. Puede ver el detalle en Estado de Trámites del portal.`,
      };
  try {
    await deps.mailer.send({ to, ...mail });
  } catch (error) {
    deps.log.warn(
      { err: (error as Error).message, to: maskEmail(to), nroAutorizacion: row.nroAutorizacion },
      'authorization mail not sent',
    );
  }
}
