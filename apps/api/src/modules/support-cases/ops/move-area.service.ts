import { providerAmbit } from '@portal/domain/provider';
import { QUEUE_DECISION_MESSAGES } from '@portal/domain/queues';
import {
  areaIdFor,
  CASE_EXTRA_MESSAGES,
  isFinalCaseState,
  type CaseArea,
} from '@portal/domain/support-cases';
import type { Actor } from '../../../lib/actor.ts';
import { HttpError } from '../../../lib/errors.ts';
import { announce, type CaseWriteDeps } from '../shared/case-notices.ts';
import { findCase } from '../shared/cases.repository.ts';
import { notFound } from '../shared/ownership.service.ts';
import { findProviderContext } from '../shared/provider-context.repository.ts';
import * as writes from '../writes/writes.repository.ts';

/**
 * Moves a case to another support area, in the state it is in: the area's staff take it from
 * there. Contracting's area id follows the provider's ambit, as the filing's does, so a moved
 * case reads as if it had been filed there.
 */
export async function moveCaseArea(
  deps: CaseWriteDeps,
  nroTramite: number,
  body: { area: CaseArea; observacion: string },
  actor: Actor,
) {
  const found = await findCase(deps.db, null, { nroTramite });
  if (!found) throw notFound();
  const { row } = found;
  if (actor.onlyFrom && !actor.onlyFrom.includes(row.estado)) {
    throw new HttpError(409, QUEUE_DECISION_MESSAGES.notWaiting, 'NOT_WAITING');
  }
  if (isFinalCaseState(row.estado)) {
    throw new HttpError(409, CASE_EXTRA_MESSAGES.caseFinished, 'CASE_FINISHED');
  }
  const provider = await findProviderContext(deps.db, row.providerId);
  if (!provider) throw notFound();
  const areaId = areaIdFor(body.area, providerAmbit(provider.units));
  if (areaId === row.areaId) {
    throw new HttpError(409, QUEUE_DECISION_MESSAGES.sameArea, 'SAME_AREA');
  }
  const text = body.observacion.trim();
  const now = deps.clock.now();
  const stageId = await deps.db.transaction(async (tx) => {
    const moved = await writes.moveCase(tx, row.id, row.estado, { areaId, lastContactAt: now });
    if (!moved) {
      throw new HttpError(
        409,
        'El trámite cambió mientras tanto: volvé a intentar.',
        'CASE_CHANGED',
      );
    }
    const id = await writes.insertStage(tx, {
      caseId: row.id,
      createdAt: now,
      accion: 'derivar',
      estadoAnterior: row.estado,
      estado: row.estado,
      workflow: row.workflow,
      obsColaborador: text || null,
      operator: actor.name,
    });
    await actor.audit?.(tx, now, { numero: nroTramite, accion: 'mover', area: body.area });
    return id;
  });
  await announce(deps, {
    providerId: row.providerId,
    nroTramite,
    estado: row.estado,
    accion: 'derivar',
    etapaId: stageId,
    fecha: now,
  });
}
