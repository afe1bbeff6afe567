import type { NewCaseRequest, NewCaseResponse } from '@portal/contracts';
import { addDays, formatExp } from '@portal/domain/format';
import {
  areaIdFor,
  areaOfWorkflow,
  CASE_EXTRA_MESSAGES,
  CASE_STATE,
  CASE_STATE_DESCRIPTIONS,
  caseEmails,
  NEW_REQUEST,
  newCaseRoute,
  sanitizeObservation,
  settlementCaseFields,
  type CaseArea,
} from '@portal/domain/support-cases';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/errors.ts';
import { decodeSubmission } from '../../../lib/attachments.ts';
import { findCaseAuthorizations } from '../../authorizations/public.ts';
import { associatedEmails, reasonsOf } from '../reads/reference.service.ts';
import { toFileMeta } from '../shared/case-mappers.ts';
import { announce, mailCase, type CaseWriteDeps } from '../shared/case-notices.ts';
import { ownProvider } from '../shared/ownership.service.ts';
import * as writes from './writes.repository.ts';
import { requiredText, type Caller } from './writes.service.ts';

/** Filing a case (POST v1 cap/alta-tramite): spec §3 payload, §5 rules, one transaction. */

/** Staged RUDI files can be attached to a filing within this time. */
export const STAGED_FILES_TTL_DAYS = 1;

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
      const messages = result.problems.map((problem) => problem.message);
      throw new HttpError(400, messages.join(' '), 'SETTLEMENT_FIELDS', {
        details: result.problems.map(({ path, message }) => ({ path: `body.${path}`, message })),
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
    const [found] = await findCaseAuthorizations(deps.db, { providerId, nro });
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

/**
 * What another area writes in the filing's own transaction, once the case exists (Mis datos'
 * pending change): its failure rolls the case back too.
 */
export type WithinFiling = (tx: Db, filed: { caseId: number; nroTramite: number }) => Promise<void>;

/** POST v1 cap/alta-tramite: the request, the case, its first stage and its files, at once. */
export async function fileCase(
  deps: CaseWriteDeps,
  caller: Caller,
  body: NewCaseRequest,
  within?: WithinFiling,
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
    await within?.(tx, { caseId: row.id, nroTramite: row.nroTramite });
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
