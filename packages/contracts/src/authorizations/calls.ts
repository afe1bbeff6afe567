import type { z } from 'zod';
import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain/support-cases';
import { binaryBody, defineCall, eventStreamBody } from '../call.ts';
import { affiliateValidationRequest, affiliateValidationResponse } from '../affiliates/schemas.ts';
import { OPERATOR_TAG } from '../support-cases/access.ts';
import { AUTHORIZATIONS_ACCESS as access, AUTHORIZATIONS_TAG as tag } from './access.ts';
import {
  authorizationAnswerRequest,
  authorizationAnswerResponse,
  authorizationDetailResponse,
  requestExportQuery,
  authorizationFileParams,
  authorizationInboxResponse,
  authorizationOptionsResponse,
  authorizationParams,
  requestSearchQuery,
  requestSearchResponse,
  filedAuthorizationResponse,
  operatorAuthorizationListQuery,
  operatorAuthorizationListResponse,
  operatorDecisionParams,
  operatorDecisionRequest,
  operatorDecisionResponse,
  providerParams,
  surveyAnswerRequest,
  surveyStatusResponse,
} from './reads.ts';
import {
  dentalAuthorizationRequest,
  hospitalizationNoticeRequest,
  immediateAuthorizationRequest,
  materialsAuthorizationRequest,
  medicalAuthorizationRequest,
  noAuthorizationRequest,
  scheduledTransferRequest,
  singleMedicationRequest,
} from './requests.ts';
import { LIMITS } from '@portal/domain/write-limits';

/**
 * The transaction area (spec §2 "Transaction area", §7 "Connectivity" authorizations): every
 * kind of Alta de trámites, Estado de Trámites, the Inbox, the survey and the insurer's side.
 * `:id` is the caller's provider code; another provider's requests answer not-found.
 * Writes carry files, hence the attachments' body limit; none is read-only safe.
 */
const bodyLimit = ATTACHMENT_BODY_LIMIT_BYTES;

function fileCall<const Path extends string, const Body extends z.ZodType>(
  name: Path,
  summary: string,
  body: Body,
) {
  return defineCall({
    method: 'POST',
    path: `/pre/v1/autorizaciones/:id/${name}`,
    tag,
    summary,
    access,
    limit: LIMITS.filing,
    params: providerParams,
    body,
    status: 201,
    response: filedAuthorizationResponse,
    bodyLimit,
  });
}

export const medicalAuthorizationCall = fileCall(
  'autorizacion',
  'File a medical authorization (the integral process when the domain says so)',
  medicalAuthorizationRequest,
);
export const immediateAuthorizationCall = fileCall(
  'autorizacion-inmediata',
  "File an immediate authorization: decided at once by the services' coverage",
  immediateAuthorizationRequest,
);
export const materialsAuthorizationCall = fileCall(
  'autorizacion-con-materiales',
  'File an authorization with materials or prostheses',
  materialsAuthorizationRequest,
);
export const singleMedicationCall = fileCall(
  'autorizacion-medicacion-unica',
  'File a single-medication authorization',
  singleMedicationRequest,
);
export const noAuthorizationCall = fileCall(
  'tramite-sin-autorizacion',
  'Register services that need no authorization (each checked with esautorizable)',
  noAuthorizationRequest,
);
export const dentalAuthorizationCall = fileCall(
  'autorizacion-odontologica',
  'File a dental authorization (odontology providers only)',
  dentalAuthorizationRequest,
);
export const scheduledTransferCall = fileCall(
  'traslado-programado-cimg',
  'File a scheduled transfer',
  scheduledTransferRequest,
);
export const hospitalizationNoticeCall = fileCall(
  'aviso-internacion',
  'File a hospitalization notice (order valid 60 days)',
  hospitalizationNoticeRequest,
);

/** Affiliate validation behind this module's permission (the validator's own rules). */
export const authorizationAffiliateCall = defineCall({
  method: 'POST',
  path: '/pre/v1/autorizaciones/:id/afiliado',
  tag,
  summary: 'Validate the affiliate a request starts from',
  access,
  readOnlySafe: true,
  params: providerParams,
  body: affiliateValidationRequest,
  response: affiliateValidationResponse,
});

export const authorizationOptionsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/autorizaciones/:id/opciones',
  tag,
  summary: 'What Alta de trámites offers this provider, and the reference lists',
  access,
  params: providerParams,
  response: authorizationOptionsResponse,
});

export const authorizationSearchStatusCall = defineCall({
  method: 'GET',
  path: '/pre/v1/autorizaciones/:id/tramites',
  tag,
  summary: 'Estado de Trámites: the provider’s requests by date, affiliate, number, state',
  access,
  params: providerParams,
  query: requestSearchQuery,
  response: requestSearchResponse,
});

export const authorizationExportCall = defineCall({
  method: 'GET',
  path: '/pre/v1/autorizaciones/:id/tramites-csv',
  tag,
  summary: 'Estado de Trámites as CSV (es-AR: semicolons, comma decimals)',
  access,
  params: providerParams,
  query: requestExportQuery,
  response: binaryBody,
  files: ['csv'],
});

export const authorizationDetailCall = defineCall({
  method: 'GET',
  path: '/pre/v1/autorizaciones/:id/tramites/:nro',
  tag,
  summary: 'One request: every field, files, observations, history',
  access,
  params: authorizationParams,
  response: authorizationDetailResponse,
});

export const authorizationPdfCall = defineCall({
  method: 'GET',
  path: '/pre/v1/autorizaciones/:id/tramites/:nro/pdf',
  tag,
  summary: 'The authorization as a PDF (number, affiliate, services, validity, QR)',
  access,
  params: authorizationParams,
  response: binaryBody,
  files: ['pdf'],
});

export const authorizationFileCall = defineCall({
  method: 'GET',
  path: '/pre/v1/autorizaciones/:id/tramites/:nro/archivos/:archivo',
  tag,
  summary: 'Download a file of a request',
  access,
  params: authorizationFileParams,
  response: binaryBody,
  files: ['stored'],
});

export const authorizationInboxCall = defineCall({
  method: 'GET',
  path: '/pre/v1/autorizaciones/:id/inbox',
  tag,
  summary: 'Requests the insurer observed, waiting for the provider',
  access,
  params: providerParams,
  response: authorizationInboxResponse,
});

export const authorizationAnswerCall = defineCall({
  method: 'POST',
  path: '/pre/v1/autorizaciones/:id/tramites/:nro/respuesta',
  tag,
  summary: 'Answer an observation with text and files (back to the insurer)',
  access,
  limit: LIMITS.filing,
  params: authorizationParams,
  body: authorizationAnswerRequest,
  response: authorizationAnswerResponse,
  bodyLimit,
});

export const authorizationEventsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/autorizaciones/eventos',
  tag,
  summary: 'Live decisions on the provider’s requests (server-sent events)',
  access,
  response: eventStreamBody,
});

export const surveyStatusCall = defineCall({
  method: 'GET',
  path: '/pre/v1/autorizaciones/encuesta',
  tag,
  summary: 'Whether the authorizations survey is due for this user',
  access,
  response: surveyStatusResponse,
});

export const surveyAnswerCall = defineCall({
  method: 'POST',
  path: '/pre/v1/autorizaciones/encuesta',
  tag,
  summary: 'Answer the authorizations survey',
  access,
  limit: LIMITS.inquiry,
  body: surveyAnswerRequest,
  status: 201,
  response: surveyStatusResponse,
});

export const operatorAuthorizationListCall = defineCall({
  method: 'GET',
  path: '/pre/ops/autorizaciones',
  tag: OPERATOR_TAG,
  summary: 'The insurer’s queue of requests',
  access: 'operator',
  query: operatorAuthorizationListQuery,
  response: operatorAuthorizationListResponse,
});

export const operatorDecisionCall = defineCall({
  method: 'POST',
  path: '/pre/ops/autorizaciones/:nro/decision',
  tag: OPERATOR_TAG,
  summary: 'The insurer approves, observes or rejects a request (audited)',
  access: 'operator',
  params: operatorDecisionParams,
  body: operatorDecisionRequest,
  response: operatorDecisionResponse,
  bodyLimit,
});

export const authorizationsCalls = [
  authorizationAffiliateCall,
  authorizationOptionsCall,
  medicalAuthorizationCall,
  immediateAuthorizationCall,
  materialsAuthorizationCall,
  singleMedicationCall,
  noAuthorizationCall,
  dentalAuthorizationCall,
  scheduledTransferCall,
  hospitalizationNoticeCall,
  authorizationSearchStatusCall,
  authorizationExportCall,
  authorizationDetailCall,
  authorizationPdfCall,
  authorizationFileCall,
  authorizationInboxCall,
  authorizationAnswerCall,
  authorizationEventsCall,
  surveyStatusCall,
  surveyAnswerCall,
  operatorAuthorizationListCall,
  operatorDecisionCall,
] as const;
