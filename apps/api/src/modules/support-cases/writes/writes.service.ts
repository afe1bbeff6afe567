import type {
  CaseWriteResponse,
  ReplyCaseRequest,
  RudiFile,
  StageFilesResponse,
} from '@portal/contracts';
import {
  CASE_EXTRA_MESSAGES,
  CASE_MESSAGES,
  CASE_STATE,
  CASE_STATE_DESCRIPTIONS,
  isFinalCaseState,
  REPLY_ACTION,
  replyWorkflow,
  sanitizeObservation,
} from '@portal/domain/support-cases';
import { HttpError } from '../../../lib/errors.ts';
import { decodeSubmission } from '../../../lib/attachments.ts';
import { asArea, toFileMeta } from '../shared/case-mappers.ts';
import { announce, type CaseWriteDeps } from '../shared/case-notices.ts';
import { ownCase } from '../shared/ownership.service.ts';
import { takeCaseWriteSlot } from './write-limit.ts';
import * as writes from './writes.repository.ts';

/** The provider's writes after filing: notes, files and the reply (spec §4, §7). */

export interface Caller {
  userId: number;
  providerId: number;
  email: string;
}

export function requiredText(text: string): string {
  const clean = sanitizeObservation(text);
  if (!clean)
    throw new HttpError(400, CASE_EXTRA_MESSAGES.observationRequired, 'OBSERVATION_REQUIRED');
  return clean;
}

type Tx = Parameters<typeof writes.insertStage>[0];
type ProviderStage = Omit<
  Parameters<typeof writes.insertStage>[1],
  'caseId' | 'createdAt' | 'userId'
>;

/** A stage by the provider's user and its files, inside the caller's transaction. */
async function recordProviderStage(
  tx: Tx,
  caller: Caller,
  row: { id: number; rudiNro: Parameters<typeof writes.insertFiles>[2]['rudiNro'] },
  now: Date,
  stage: ProviderStage,
  files: Parameters<typeof writes.insertFiles>[1],
) {
  const stageId = await writes.insertStage(tx, {
    ...stage,
    caseId: row.id,
    createdAt: now,
    userId: caller.userId,
  });
  const inserted = await writes.insertFiles(tx, files, {
    providerId: caller.providerId,
    caseId: row.id,
    stageId,
    origin: 'WCAP',
    rudiNro: row.rudiNro,
    createdAt: now,
    userId: caller.userId,
    operator: null,
  });
  return { stageId, inserted };
}

/** A provider's addition to one of its open cases: a note and/or files; the state stays. */
async function addToCase(
  deps: CaseWriteDeps,
  caller: Caller,
  nroTramite: number,
  input: {
    accion: 'observacion-prestador' | 'archivos-agregados';
    obsWeb: string | null;
    files: RudiFile[];
  },
): Promise<CaseWriteResponse> {
  const { row, estadoDesc } = await ownCase(deps.db, caller.providerId, { nroTramite });
  if (isFinalCaseState(row.estado)) {
    throw new HttpError(409, CASE_EXTRA_MESSAGES.caseFinished, 'CASE_FINISHED');
  }
  const files = decodeSubmission(input.files);
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    await takeCaseWriteSlot(tx, now, row.id);
    const stage = {
      accion: input.accion,
      estadoAnterior: row.estado,
      estado: row.estado,
      workflow: row.workflow,
      obsWeb: input.obsWeb,
    };
    return recordProviderStage(tx, caller, row, now, stage, files);
  });
  await announce(deps, {
    providerId: caller.providerId,
    nroTramite,
    estado: row.estado,
    accion: input.accion,
    etapaId: result.stageId,
    fecha: now,
  });
  return {
    nroTramite,
    estado: row.estado,
    estadoDesc: estadoDesc ?? '',
    etapaId: result.stageId,
    archivos: result.inserted.map(toFileMeta),
  };
}

/** POST cap/grabar-tramite */
export function addCaseNote(
  deps: CaseWriteDeps,
  caller: Caller,
  body: { nroTramite: number; observacion: string; rudiFiles: RudiFile[] },
) {
  return addToCase(deps, caller, body.nroTramite, {
    accion: 'observacion-prestador',
    obsWeb: requiredText(body.observacion),
    files: body.rudiFiles,
  });
}

/** POST V1/archivos/WCAP/tramite/{n}/guardar */
export function addCaseFiles(
  deps: CaseWriteDeps,
  caller: Caller,
  nroTramite: number,
  files: RudiFile[],
) {
  if (files.length === 0)
    throw new HttpError(400, CASE_EXTRA_MESSAGES.filesRequired, 'FILES_REQUIRED');
  return addToCase(deps, caller, nroTramite, { accion: 'archivos-agregados', obsWeb: null, files });
}

/** POST V1/archivos/rudi/guardar: files kept for a filing about to be sent. */
export async function stageFiles(
  deps: CaseWriteDeps,
  caller: Caller,
  files: RudiFile[],
): Promise<StageFilesResponse> {
  const decoded = decodeSubmission(files);
  const now = deps.clock.now();
  const { rudiNro, inserted } = await deps.db.transaction(async (tx) => {
    const nro = await writes.nextRudiNumber(tx);
    const rows = await writes.insertFiles(tx, decoded, {
      providerId: caller.providerId,
      caseId: null,
      stageId: null,
      origin: 'WCAP',
      rudiNro: nro,
      createdAt: now,
      userId: caller.userId,
      operator: null,
    });
    return { rudiNro: nro, inserted: rows };
  });
  return {
    rudiPrestador: { nroTramite: rudiNro, tipoTramite: 'WCAP' },
    archivos: inserted.map(toFileMeta),
  };
}

/**
 * PUT v1/prestadores/cap/transicionar-tramite: the reply of spec §4. Only a case waiting for
 * the provider (estado 2) takes it; it goes back to estado 1 through the area's reply workflow.
 */
export async function replyToCase(deps: CaseWriteDeps, caller: Caller, body: ReplyCaseRequest) {
  const { row, area } = await ownCase(deps.db, caller.providerId, { nroTramite: body.nroTramite });
  const refuse = () =>
    new HttpError(409, CASE_EXTRA_MESSAGES.notAwaitingReply, 'CASE_NOT_AWAITING_REPLY');
  if (row.estado !== CASE_STATE.observado) throw refuse();
  const obsWeb = requiredText(body.observacion);
  const files = decodeSubmission(body.rudiFiles);
  const workflow = replyWorkflow(asArea(area));
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    await takeCaseWriteSlot(tx, now, row.id);
    const moved = await writes.moveCase(tx, row.id, CASE_STATE.observado, {
      estado: CASE_STATE.pendiente,
      lastContactAt: now,
      replyAt: now,
    });
    if (!moved) throw refuse();
    const stage = {
      accion: REPLY_ACTION,
      estadoAnterior: CASE_STATE.observado,
      estado: CASE_STATE.pendiente,
      workflow,
      obsWeb,
    };
    return recordProviderStage(tx, caller, row, now, stage, files);
  });
  await announce(deps, {
    providerId: caller.providerId,
    nroTramite: row.nroTramite,
    estado: CASE_STATE.pendiente,
    accion: REPLY_ACTION,
    etapaId: result.stageId,
    fecha: now,
  });
  return {
    nroTramite: row.nroTramite,
    estado: CASE_STATE.pendiente,
    estadoDesc: CASE_STATE_DESCRIPTIONS[CASE_STATE.pendiente],
    etapaId: result.stageId,
    archivos: result.inserted.map(toFileMeta),
    workflow,
    mensaje: CASE_MESSAGES.replySent,
  };
}
