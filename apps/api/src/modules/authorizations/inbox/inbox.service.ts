import type {
  AuthorizationAnswerRequest,
  AuthorizationInboxResponse,
  AuthorizationLiveEvent,
} from '@portal/contracts';
import {
  answerPosition,
  AUTHORIZATION_MESSAGES,
  authorizationStateView,
} from '@portal/domain/authorizations';
import { sanitizeObservation } from '@portal/domain/support-cases';
import { HttpError } from '../../../lib/errors.ts';
import { ownProvider } from '../../../lib/ownership.ts';
import { findFilingProvider } from '../filing/filing.repository.ts';
import { ownRequest } from '../reads/detail.service.ts';
import { findObserved } from '../reads/search.repository.ts';
import type { AuthorizationDeps, Caller } from '../shared/deps.ts';
import { decodeSubmission } from '../../../lib/attachments.ts';
import { publishQueueChange } from '../../../lib/queue-events.ts';
import { publishDecision } from '../shared/live.ts';
import * as requests from '../shared/requests.repository.ts';
import { stepName, toSummary } from '../shared/summary.ts';

/** GET …/:id/inbox: what the insurer observed and waits for the provider's answer. */
export async function inbox(
  deps: AuthorizationDeps,
  providerId: number,
  pathId: number,
): Promise<AuthorizationInboxResponse> {
  ownProvider(providerId, pathId);
  const rows = await findObserved(deps.db, providerId);
  return {
    items: rows.map((row) => ({
      ...toSummary(row),
      observacionAuditor: row.observacionAuditor ?? '',
    })),
    cantidad: rows.length,
  };
}

const notObserved = () => new HttpError(409, AUTHORIZATION_MESSAGES.notObserved, 'NOT_OBSERVED');

/**
 * POST …/:id/tramites/:nro/respuesta: the provider answers an observation with text and files;
 * the request goes back to the insurer (state 1, same step). One transaction.
 */
export async function answerObservation(
  deps: AuthorizationDeps,
  caller: Caller,
  params: { id: number; nro: number },
  body: AuthorizationAnswerRequest,
) {
  const row = await ownRequest(deps, caller.providerId, params.id, params.nro);
  const next = answerPosition({ state: row.estado as 1 | 2 | 3 | 4, step: row.etapa });
  if (!next) throw notObserved();
  const texto = sanitizeObservation(body.texto);
  if (!texto) throw new HttpError(400, 'Escribí tu respuesta.', 'ANSWER_REQUIRED');
  const files = decodeSubmission(body.imagenes);
  const provider = await findFilingProvider(deps.db, caller.providerId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const moved = await requests.moveRequest(tx, row.id, row.estado, {
      estado: next.state,
      etapa: next.step,
      updatedAt: now,
      observacionAuditor: null,
    });
    if (!moved) throw notObserved();
    const eventId = await requests.insertEvent(tx, {
      authorizationId: row.id,
      createdAt: now,
      estado: next.state,
      etapa: next.step,
      origen: 'prestador',
      autor: provider?.nombre ?? 'Prestador',
      mensaje: texto,
    });
    await requests.insertFiles(tx, files, {
      authorizationId: row.id,
      eventId,
      origen: 'prestador',
      createdAt: now,
      userId: caller.userId,
      operator: null,
    });
  });
  const moved = { ...row, estado: next.state, etapa: next.step };
  const event: AuthorizationLiveEvent = {
    nroAutorizacion: row.nroAutorizacion,
    estado: authorizationStateView(next.state),
    etapa: stepName(row.proceso, next.step),
    inbox: await requests.countObserved(deps.db, caller.providerId),
  };
  // The provider's other open pages drop it from their Inbox counter.
  await publishDecision(deps, caller.providerId, event);
  // Answered, it waits on the auditors again.
  await publishQueueChange(deps, 'autorizaciones', row.id);
  return { autorizacion: toSummary(moved) };
}

/**
 * The Inbox in brief (the logged-in home): how many requests wait for the provider's answer and
 * the newest few, with when each was observed. Two reads on the (provider, state) rows.
 */
export async function observedBrief(
  deps: Pick<AuthorizationDeps, 'db'>,
  providerId: number,
  shown: number,
) {
  const [cantidad, rows] = [
    await requests.countObserved(deps.db, providerId),
    await findObserved(deps.db, providerId, shown),
  ];
  return {
    cantidad,
    items: rows.map((row) => ({ ...toSummary(row), observadaEl: row.updatedAt })),
  };
}
