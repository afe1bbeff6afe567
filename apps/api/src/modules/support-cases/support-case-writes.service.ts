import type {
  CaseWriteResponse,
  NewCaseRequest,
  NewCaseResponse,
  ReplyCaseRequest,
  RudiFile,
  StageFilesResponse,
} from '@portal/contracts';
import {
  addDays,
  areaIdFor,
  areaOfWorkflow,
  CASE_EXTRA_MESSAGES,
  CASE_MESSAGES,
  CASE_STATE,
  CASE_STATE_DESCRIPTIONS,
  caseEmails,
  formatExp,
  isFinalCaseState,
  NEW_REQUEST,
  newCaseRoute,
  REPLY_ACTION,
  replyWorkflow,
  sanitizeObservation,
  settlementCaseFields,
  type CaseArea,
} from '@portal/domain';
import { HttpError } from '../../lib/errors.ts';
import { decodeSubmission } from './attachments.ts';
import { asArea, toFileMeta } from './case-mappers.ts';
import type { CaseWriteDeps } from './case-notices.ts';
import { announce, mailCase } from './case-notices.ts';
import * as writes from './support-case-writes.repository.ts';
import * as repo from './support-cases.repository.ts';
import { associatedEmails, ownCase, ownProvider, reasonsOf } from './support-cases.service.ts';

/** The provider's writes: filing, notes, files and the reply (spec §4, §5, §7). */

export interface Caller {
  userId: number;
  providerId: number;
  email: string;
}

/** Staged RUDI files can be attached to a filing within this time. */
export const STAGED_FILES_TTL_DAYS = 1;

function requiredText(text: string): string {
  const clean = sanitizeObservation(text);
  if (!clean)
    throw new HttpError(400, CASE_EXTRA_MESSAGES.observationRequired, 'OBSERVATION_REQUIRED');
  return clean;
}

/** The area-specific checks of a filing; answers the columns they add to the case. */
async function areaFields(
  deps: CaseWriteDeps,
  body: NewCaseRequest,
  area: CaseArea,
  providerId: number,
) {
  if (area === 'liquidaciones') {
    const result = settlementCaseFields(body.capObject.expediente);
    if (!result.ok) {
      throw new HttpError(400, result.problems.join(' '), 'SETTLEMENT_FIELDS', {
        details: result.problems.map((message) => ({ path: 'body.capObject.expediente', message })),
      });
    }
    return {
      expedienteNumero: result.expediente.numero,
      comprobanteNumero: result.expediente.comprobante.numero,
      comprobanteTipo: result.expediente.comprobante.tipo,
    };
  }
  if (area === 'autorizaciones') {
    const nro = body.extendedProcess.nroAutorizacion;
    if (nro === undefined) {
      throw new HttpError(400, CASE_EXTRA_MESSAGES.authorizationRequired, 'AUTHORIZATION_REQUIRED');
    }
    const [found] = await repo.searchAuthorizations(deps.db, { providerId, nro });
    if (!found) {
      throw new HttpError(
        400,
        CASE_EXTRA_MESSAGES.authorizationNotFound,
        'AUTHORIZATION_NOT_FOUND',
      );
    }
    // The server's record, not the client's copy of it.
    return {
      nroAutorizacion: found.nroAutorizacion,
      nroTrmAutorizacion: found.nroTrm,
      contraAfi: found.contra,
      inteAfi: found.inte,
      nombreApeAfi: found.nombreApeAfi,
      fechaAutorizacion: found.fecha,
    };
  }
  return {};
}

/** POST v1 cap/alta-tramite: the request, the case, its first stage and its files, at once. */
export async function fileCase(
  deps: CaseWriteDeps,
  caller: Caller,
  body: NewCaseRequest,
): Promise<NewCaseResponse> {
  const { generico } = body.capObject;
  const provider = await ownProvider(deps.db, caller.providerId, generico.prestadorId);
  if (generico.prestadorTipo !== provider.tipo) {
    throw new HttpError(
      400,
      'El tipo de prestador no corresponde al prestador.',
      'PROVIDER_MISMATCH',
    );
  }
  const area = areaOfWorkflow(body.workContext);
  if (!area) throw new HttpError(400, CASE_EXTRA_MESSAGES.workflowMismatch, 'WORKFLOW_MISMATCH');
  const areaId = areaIdFor(area, provider.ambit);
  const reasons = await reasonsOf(deps.db, areaId, {
    tipo: provider.tipo,
    odontology: provider.esOdonto,
  });
  const reason = reasons.find((candidate) => candidate.id === body.extendedProcess.motivoWeb);
  if (!reason) throw new HttpError(400, CASE_EXTRA_MESSAGES.unknownMotivo, 'UNKNOWN_MOTIVO');
  const route = newCaseRoute(area, provider.ambit, reason.id);
  if (route?.workflow !== body.workContext || route.submotivo !== generico.submotivo.id) {
    throw new HttpError(400, CASE_EXTRA_MESSAGES.workflowMismatch, 'WORKFLOW_MISMATCH');
  }
  const observacion = requiredText(generico.observacion);
  const detalle = sanitizeObservation(generico.detalle || body.processInfo.detail);
  const extra = await areaFields(deps, body, area, provider.id);

  const allowed = await associatedEmails(deps.db, provider.id, provider.email);
  const known = new Set(allowed.map((entry) => entry.email.toLowerCase()));
  if (body.extendedProcess.emails.some((email) => !known.has(email.toLowerCase()))) {
    throw new HttpError(400, CASE_EXTRA_MESSAGES.emailNotAssociated, 'EMAIL_NOT_ASSOCIATED');
  }
  const emails = caseEmails(body.extendedProcess.emails, caller.email);

  const now = deps.clock.now();
  const stagedNro = body.rudiPrestador?.nroTramite;
  const staged =
    stagedNro === undefined
      ? []
      : await writes.findStagedFiles(
          deps.db,
          provider.id,
          stagedNro,
          addDays(now, -STAGED_FILES_TTL_DAYS),
        );
  if (stagedNro !== undefined && staged.length === 0) {
    throw new HttpError(400, CASE_EXTRA_MESSAGES.stagedFilesNotFound, 'STAGED_FILES_NOT_FOUND');
  }
  const files = decodeSubmission(body.extendedProcess.rudiFiles, {
    count: staged.length,
    bytes: staged.reduce((sum, file) => sum + file.sizeBytes, 0),
  });

  const created = await deps.db.transaction(async (tx) => {
    const requestId = await writes.insertRequest(tx, {
      providerId: provider.id,
      userId: caller.userId,
      medioId: NEW_REQUEST.medioId,
      sucursalId: NEW_REQUEST.sucursalId,
      estadoId: NEW_REQUEST.estadoId,
      createdAt: now,
    });
    const rudiNro = stagedNro ?? (files.length > 0 ? await writes.nextRudiNumber(tx) : null);
    const row = await writes.insertCase(tx, {
      providerId: provider.id,
      requestId,
      areaId,
      workflow: route.workflow,
      submotivo: route.submotivo,
      motivoWebId: reason.id,
      estado: CASE_STATE.pendiente,
      detalle,
      observacion,
      info1: sanitizeObservation(body.extendedProcess.info1),
      emails,
      rudiNro,
      createdByUserId: caller.userId,
      createdAt: now,
      lastContactAt: now,
      ...extra,
    });
    const stageId = await writes.insertStage(tx, {
      caseId: row.id,
      createdAt: now,
      accion: 'alta-tramite',
      estado: CASE_STATE.pendiente,
      workflow: route.workflow,
      obsWeb: observacion,
      userId: caller.userId,
    });
    const attached =
      stagedNro === undefined
        ? []
        : await writes.attachStagedFiles(tx, provider.id, stagedNro, row.id, stageId);
    // Another filing took the batch meanwhile: roll this one back rather than lose files.
    if (attached.length !== staged.length) {
      throw new HttpError(400, CASE_EXTRA_MESSAGES.stagedFilesNotFound, 'STAGED_FILES_NOT_FOUND');
    }
    const inserted = await writes.insertFiles(tx, files, {
      providerId: provider.id,
      caseId: row.id,
      stageId,
      origin: 'WCAP',
      rudiNro,
      createdAt: now,
      userId: caller.userId,
      operator: null,
    });
    return { ...row, stageId, files: [...attached, ...inserted] };
  });

  await announce(deps, {
    providerId: provider.id,
    nroTramite: created.nroTramite,
    estado: CASE_STATE.pendiente,
    accion: 'alta-tramite',
    etapaId: created.stageId,
    fecha: now,
  });
  await mailCase(deps, emails, {
    subject: `Trámite ${created.nroTramite} registrado`,
    text: `Recibimos su trámite N° ${created.nroTramite} (${reason.descripcion}). Puede seguirlo en el Centro de Atención al Prestador del portal.`,
  });
  return {
    nroTramite: created.nroTramite,
    tramiteId: created.id,
    tramiteJbpm: created.tramiteJbpm,
    estado: CASE_STATE.pendiente,
    estadoDesc: CASE_STATE_DESCRIPTIONS[CASE_STATE.pendiente],
    workContext: route.workflow,
    ts: formatExp(now),
    emails,
    archivos: created.files.map(toFileMeta),
  };
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
    const stageId = await writes.insertStage(tx, {
      caseId: row.id,
      createdAt: now,
      accion: input.accion,
      estadoAnterior: row.estado,
      estado: row.estado,
      workflow: row.workflow,
      obsWeb: input.obsWeb,
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
    const moved = await writes.moveCase(tx, row.id, CASE_STATE.observado, {
      estado: CASE_STATE.pendiente,
      lastContactAt: now,
      replyAt: now,
    });
    if (!moved) throw refuse();
    const stageId = await writes.insertStage(tx, {
      caseId: row.id,
      createdAt: now,
      accion: REPLY_ACTION,
      estadoAnterior: CASE_STATE.observado,
      estado: CASE_STATE.pendiente,
      workflow,
      obsWeb,
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
