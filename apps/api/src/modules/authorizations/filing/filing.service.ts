import type { FiledAuthorizationResponse, RequestAffiliate, RudiFile } from '@portal/contracts';
import { publishQueueChange } from '../../../lib/queue-events.ts';
import { addDays, formatServerDate, parseTypedDate } from '@portal/domain/format';
import { AFFILIATE_MESSAGES, affiliateVerdict } from '@portal/domain/affiliates';
import {
  APPROVED_VALIDITY_DAYS,
  AUTHORIZATION_MESSAGES,
  AUTHORIZATION_STATE,
  authorizationProcess,
  hospitalizationOrderValidity,
  immediateDecision,
  isSurveyDue,
  orderDatesProblem,
  serviceTypeCode,
  withoutAuthorizationRefusal,
  type AuthorizationKind,
  type AuthorizationStateId,
  type MedicalAuthorizationType,
  type RequestDates,
} from '@portal/domain/authorizations';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { isCoverageModality, type CoverageModality } from '@portal/domain/coverage';
import { NEW_REQUEST, sanitizeObservation } from '@portal/domain/support-cases';
import type { AuthorizationData } from '../../../db/schema/authorizations.ts';
import { HttpError } from '../../../lib/errors.ts';
import { findCoverageFacts, findDiagnosis } from '../../coverage/public.ts';
import type { AuthorizationDeps, Caller } from '../shared/deps.ts';
import { decodeSubmission } from '../../../lib/attachments.ts';
import { insertEvent, insertFiles } from '../shared/requests.repository.ts';
import { toSummary } from '../shared/summary.ts';
import { countSavedAuthorization } from '../survey/survey.repository.ts';
import * as filing from './filing.repository.ts';

/** One request as every kind of Alta de trámites hands it to the common filing path. */
export interface RequestDraft {
  kind: AuthorizationKind;
  /** The provider code of the path and of the body: both must be the caller's. */
  codes: readonly number[];
  afiliado: RequestAffiliate;
  placeId: number | null;
  dates: RequestDates;
  services: readonly { codigo: number; cantidad: number }[];
  observacion: string;
  datos: AuthorizationData;
  files: readonly RudiFile[];
  tipoAutorizacionMedica?: MedicalAuthorizationType;
  requiereMaterial?: boolean;
  adjuntaPresupuesto?: boolean;
  /** What the request is about when it has no service (medication, transfer, diagnosis…). */
  resumen?: string;
  /** Hospitalization notice: the ICD code, checked against the catalogue. */
  diagnosis?: string;
}

const WORKFLOWS: Partial<Record<AuthorizationKind, string>> = {
  'autorizacion-con-materiales': 'AMB_CAP_PROTESIS',
  'autorizacion-medicacion-unica': 'AMB_CAP_FARMACIA_AUT',
};

const notFound = () => new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
const isoDay = (date: Date) => {
  const day = formatServerDate(date);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
};

/** The affiliate from the database (spec §5): estado 1, else its description. */
async function checkAffiliate(deps: AuthorizationDeps, afiliado: RequestAffiliate) {
  const [facts] = await findCoverageFacts(deps.db, afiliado.contra, afiliado.inte, null);
  const verdict = affiliateVerdict({ affiliate: facts ?? null });
  if (!verdict.isValid || !facts) {
    throw new HttpError(
      422,
      verdict.message ?? AFFILIATE_MESSAGES.credentialNotFound,
      'AFFILIATE_INVALID',
    );
  }
  return facts;
}

/** Every service exists; answers each with its description and the plan's modality. */
async function checkServices(deps: AuthorizationDeps, draft: RequestDraft) {
  const checked = [];
  for (const service of draft.services) {
    const [facts] = await findCoverageFacts(
      deps.db,
      draft.afiliado.contra,
      draft.afiliado.inte,
      service.codigo,
    );
    if (!facts?.service?.codigo) {
      throw new HttpError(
        400,
        AUTHORIZATION_MESSAGES.unknownService(service.codigo),
        'UNKNOWN_SERVICE',
      );
    }
    const modality =
      facts.modCobert && isCoverageModality(facts.modCobert) ? facts.modCobert : null;
    const refusal =
      draft.kind === 'tramite-sin-autorizacion'
        ? withoutAuthorizationRefusal(modality, facts.exceptuada === 'S')
        : null;
    if (refusal === 'not-covered') {
      throw new HttpError(422, AUTHORIZATION_MESSAGES.notCovered, 'SERVICE_NOT_COVERED');
    }
    if (refusal === 'needs-authorization') {
      throw new HttpError(
        422,
        AUTHORIZATION_MESSAGES.authorizable(service.codigo),
        'SERVICE_AUTHORIZABLE',
      );
    }
    checked.push({
      codigo: service.codigo,
      descripcion: facts.service.descripcion,
      cantidad: service.cantidad,
      cobertura: modality ?? '',
      modality,
    });
  }
  return checked;
}

/** The rules every kind shares; answers what is stored, or throws a 4xx before any write. */
async function prepare(deps: AuthorizationDeps, caller: Caller, draft: RequestDraft) {
  if (draft.codes.some((code) => code !== caller.providerId)) throw notFound();
  const provider = await filing.findFilingProvider(deps.db, caller.providerId);
  if (!provider) throw notFound();
  if (draft.kind === 'autorizacion-odontologica' && !provider.esOdonto) {
    throw new HttpError(403, AUTHORIZATION_MESSAGES.dentalOnly, 'DENTAL_ONLY');
  }
  const now = deps.clock.now();
  if (draft.tipoAutorizacionMedica === 'cirugia' && !draft.dates.fechaCirugia) {
    throw new HttpError(400, AUTHORIZATION_MESSAGES.surgeryDateRequired, 'SURGERY_DATE_REQUIRED');
  }
  const dateProblem = orderDatesProblem(draft.dates, now);
  if (dateProblem) throw new HttpError(400, dateProblem.message, 'DATES_OUT_OF_ORDER');
  const affiliate = await checkAffiliate(deps, draft.afiliado);
  if (draft.placeId !== null) {
    const place = await filing.findOwnPlace(deps.db, caller.providerId, draft.placeId, isoDay(now));
    if (!place) throw new HttpError(400, AUTHORIZATION_MESSAGES.unknownPlace, 'UNKNOWN_PLACE');
  }
  if (draft.diagnosis !== undefined && !(await findDiagnosis(deps.db, draft.diagnosis))) {
    throw new HttpError(400, AUTHORIZATION_MESSAGES.unknownDiagnosis, 'UNKNOWN_DIAGNOSIS');
  }
  const services = await checkServices(deps, draft);
  const files = decodeSubmission(draft.files);
  return { provider, affiliate, services, files, now };
}

function decide(draft: RequestDraft, modalities: CoverageModality[]) {
  if (draft.kind === 'autorizacion-inmediata') return immediateDecision(modalities);
  if (draft.kind === 'tramite-sin-autorizacion') {
    return {
      state: AUTHORIZATION_STATE.aprobado as AuthorizationStateId,
      message: AUTHORIZATION_MESSAGES.approved,
    };
  }
  return null;
}

/**
 * Files one request of any kind: the request row, its services, files, first history event
 * and the survey counter in ONE transaction, so a request is never half-written.
 */
export async function fileRequest(
  deps: AuthorizationDeps,
  caller: Caller,
  draft: RequestDraft,
): Promise<FiledAuthorizationResponse> {
  const { provider, affiliate, services, files, now } = await prepare(deps, caller, draft);
  const modalities = services.flatMap((service) => (service.modality ? [service.modality] : []));
  const proceso = authorizationProcess({
    kind: draft.kind,
    tipoAutorizacionMedica: draft.tipoAutorizacionMedica ?? null,
    requiereMaterial: draft.requiereMaterial ?? false,
    adjuntaPresupuesto: draft.adjuntaPresupuesto ?? false,
    modalities,
  });
  const decision = decide(draft, modalities);
  const state = decision?.state ?? NEW_REQUEST.estadoId;
  const finished =
    state === AUTHORIZATION_STATE.aprobado || state === AUTHORIZATION_STATE.rechazado;
  const lastStep = proceso === 'integral' ? 4 : 2;
  const validity =
    draft.kind === 'aviso-internacion'
      ? hospitalizationOrderValidity(now)
      : state === AUTHORIZATION_STATE.aprobado
        ? addDays(now, APPROVED_VALIDITY_DAYS)
        : null;
  const fechaOrden = parseTypedDate(draft.dates.fechaOrden)!;
  const observacion = sanitizeObservation(draft.observacion);
  const values = {
    providerId: caller.providerId,
    userId: caller.userId,
    tipo: draft.kind,
    tipoPrestacion: serviceTypeCode(draft.kind, draft.tipoAutorizacionMedica ?? null),
    proceso,
    etapa: finished ? lastStep : 0,
    estado: state,
    createdAt: now,
    updatedAt: now,
    fechaOrden: isoDay(fechaOrden),
    validezHasta: validity ? isoDay(validity) : null,
    contra: draft.afiliado.contra,
    inte: draft.afiliado.inte,
    nombreApeAfi: `${affiliate.nombre} ${affiliate.apellido}`.trim(),
    lugarAtencionId: draft.placeId,
    resumen: (draft.resumen ?? services[0]?.descripcion ?? '').slice(0, 200),
    observacion,
    datos: draft.datos,
    medioId: NEW_REQUEST.medioId,
    sucursalId: NEW_REQUEST.sucursalId,
    workflow: WORKFLOWS[draft.kind] ?? 'AMB_CAP_AUTORIZACIONES',
  };
  const saved = await deps.db.transaction(async (tx) => {
    const row = await filing.insertRequest(tx, values);
    await filing.insertServices(tx, row.id, services);
    const eventId = await insertEvent(tx, {
      authorizationId: row.id,
      createdAt: now,
      estado: NEW_REQUEST.estadoId,
      etapa: 0,
      origen: 'prestador',
      autor: provider.nombre,
      mensaje: observacion || null,
    });
    await insertFiles(tx, files, {
      authorizationId: row.id,
      eventId,
      origen: 'prestador',
      createdAt: now,
      userId: caller.userId,
      operator: null,
    });
    if (decision && finished) {
      await insertEvent(tx, {
        authorizationId: row.id,
        createdAt: now,
        estado: state,
        etapa: lastStep,
        origen: 'sistema',
        autor: 'Reglas de cobertura',
        mensaje: decision.message,
      });
    }
    const survey = await countSavedAuthorization(tx, caller.userId);
    return { row, survey };
  });
  // A request the rules did not decide waits on the auditors: their open queues show it.
  if (!finished) await publishQueueChange(deps, 'autorizaciones', saved.row.id);
  return {
    autorizacion: toSummary({
      ...values,
      middle: affiliate.middle,
      nroAutorizacion: saved.row.nroAutorizacion,
    }),
    mensaje: decision?.message ?? null,
    encuesta: isSurveyDue(saved.survey, now),
  };
}
