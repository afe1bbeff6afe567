import {
  CASE_EXTRA_MESSAGES,
  CASE_STATE,
  CASE_STATE_DESCRIPTIONS,
  isFinalCaseState,
  operatorActionResult,
  type CaseStateId,
  type OperatorCaseAction,
} from '@portal/domain/support-cases';
import type { RudiFile } from '@portal/contracts';
import { QUEUE_DECISION_MESSAGES } from '@portal/domain/queues';
import type { Actor } from '../../../lib/actor.ts';
import { HttpError } from '../../../lib/errors.ts';
import { toFileMeta, toSummary } from '../shared/case-mappers.ts';
import { announce, mailCase, type CaseWriteDeps } from '../shared/case-notices.ts';
import { runCaseClosedHooks } from '../shared/case-closing.ts';
import { findCase } from '../shared/cases.repository.ts';
import { notFound } from '../shared/ownership.service.ts';
import { decodeSubmission } from '../../../lib/attachments.ts';
import * as writes from '../writes/writes.repository.ts';
import * as ops from './ops.repository.ts';

/**
 * The insurer's side: the operator (CLI) or a staff account (console) acts on any provider's
 * case (spec §4: asking for information).
 */

const NEEDS_TEXT: readonly OperatorCaseAction[] = ['observacion', 'solicitar-informacion'];

export async function operatorAction(
  deps: CaseWriteDeps,
  nroTramite: number,
  body: {
    accion: OperatorCaseAction;
    observacion: string;
    rudiFiles: RudiFile[];
  },
  actor: Actor,
) {
  const found = await findCase(deps.db, null, { nroTramite });
  if (!found) throw notFound();
  const { row } = found;
  if (actor.onlyFrom && !actor.onlyFrom.includes(row.estado)) {
    throw new HttpError(409, QUEUE_DECISION_MESSAGES.notWaiting, 'NOT_WAITING');
  }
  const result = operatorActionResult(row.estado, body.accion);
  if (!result.ok) {
    const code = isFinalCaseState(row.estado) ? 'CASE_FINISHED' : 'SAME_STATE';
    throw new HttpError(409, result.message, code);
  }
  const text = body.observacion.trim();
  if (!text && NEEDS_TEXT.includes(body.accion)) {
    throw new HttpError(400, CASE_EXTRA_MESSAGES.observationRequired, 'OBSERVATION_REQUIRED');
  }
  const files = decodeSubmission(body.rudiFiles);
  const now = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    if (result.estado !== row.estado) {
      const moved = await writes.moveCase(tx, row.id, row.estado, {
        estado: result.estado,
        lastContactAt: now,
        ...(isFinalCaseState(result.estado) ? { closedAt: now } : {}),
      });
      if (!moved)
        throw new HttpError(
          409,
          'El trámite cambió mientras tanto: volvé a intentar.',
          'CASE_CHANGED',
        );
      if (isFinalCaseState(result.estado)) {
        await runCaseClosedHooks(tx, {
          caseId: row.id,
          providerId: row.providerId,
          estado: result.estado,
          at: now,
        });
      }
    } else {
      await writes.moveCase(tx, row.id, row.estado, { lastContactAt: now });
    }
    const stageId = await writes.insertStage(tx, {
      caseId: row.id,
      createdAt: now,
      accion: body.accion,
      estadoAnterior: row.estado,
      estado: result.estado,
      workflow: row.workflow,
      obsColaborador: text || null,
      operator: actor.name,
    });
    const inserted = await writes.insertFiles(tx, files, {
      providerId: row.providerId,
      caseId: row.id,
      stageId,
      origin: 'SCAP',
      rudiNro: null,
      createdAt: now,
      userId: null,
      operator: actor.name,
    });
    await actor.audit?.(tx, now, {
      numero: nroTramite,
      accion: body.accion,
      estado: result.estado,
    });
    return { stageId, inserted };
  });
  await announce(deps, {
    providerId: row.providerId,
    nroTramite,
    estado: result.estado,
    accion: body.accion,
    etapaId: saved.stageId,
    fecha: now,
  });
  if (result.estado === CASE_STATE.observado) {
    await mailCase(deps, row.emails, {
      subject: `Trámite ${nroTramite}: necesitamos información`,
      text: `El trámite N° ${nroTramite} requiere su respuesta. Ingrese al Centro de Atención al Prestador del portal para responder.`,
    });
  }
  return {
    nroTramite,
    prestad: row.providerId,
    estado: result.estado,
    estadoDesc: CASE_STATE_DESCRIPTIONS[result.estado as CaseStateId] ?? '',
    etapaId: saved.stageId,
    archivos: saved.inserted.map(toFileMeta),
  };
}

/** The cases operators touched last (for `npm run operator -- list`). */
export async function recentCases(
  deps: CaseWriteDeps,
  filter: { prestad?: number; estado?: number },
) {
  const rows = await ops.recentCases(deps.db, filter);
  return rows.map((row) => ({ ...toSummary(row), prestad: row.providerId }));
}
