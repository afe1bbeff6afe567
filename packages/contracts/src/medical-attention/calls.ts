import { binaryBody, defineCall } from '../call.ts';
import { affiliateValidationRequest, affiliateValidationResponse } from '../affiliates/schemas.ts';
import {
  careHistoryResponse,
  medicalContactResponse,
  medicalProviderParams,
  patientAuthorizationParams,
  patientAuthorizationsResponse,
  patientQuery,
  recetasQuery,
  recetasResponse,
  studiesResponse,
  studyFileParams,
  studyFileQuery,
  vaccinesResponse,
} from './schemas.ts';
import { openTelemedicineCall, waitingRoomCall } from './telemedicine.ts';

/*
 * Atencion-medica's patient record (spec §2 nested pages, §7 Medical attention), behind the
 * atencion-medica permission. `:id` is the caller's provider code (another's answers 404). Every
 * read is safe for read-only sessions; each successful read of a patient's data is recorded.
 */
const tag = 'medical-attention';
const access = { module: 'atencion-medica' } as const;
const BASE = '/pre/v1/atencion-medica/:id';
const patientRead = { method: 'GET', tag, access, params: medicalProviderParams } as const;

export const medicalAffiliateCall = defineCall({
  method: 'POST',
  path: `${BASE}/afiliado`,
  tag,
  summary: 'Validate the patient the atencion-medica pages show (the validator’s own rules)',
  access,
  readOnlySafe: true,
  params: medicalProviderParams,
  body: affiliateValidationRequest,
  response: affiliateValidationResponse,
});

export const medicalContactCall = defineCall({
  method: 'GET',
  path: '/pre/v1/atencion-medica/contacto',
  tag,
  summary: 'The support contact the pages’ tooltip names (configurable)',
  access,
  response: medicalContactResponse,
});

export const vaccinesCall = defineCall({
  ...patientRead,
  path: `${BASE}/vacunas`,
  summary: 'The patient’s vaccination record',
  query: patientQuery,
  response: vaccinesResponse,
});

export const recetasCall = defineCall({
  ...patientRead,
  path: `${BASE}/recetas`,
  summary: 'The patient’s prescriptions, newest first, by dates and in pages',
  query: recetasQuery,
  response: recetasResponse,
});

export const studiesCall = defineCall({
  ...patientRead,
  path: `${BASE}/estudios`,
  summary: 'The patient’s study reports (informes-medicos) and images, each with a signed url',
  query: patientQuery,
  response: studiesResponse,
});

export const studyFileCall = defineCall({
  ...patientRead,
  path: `${BASE}/estudios/:estudio/archivo`,
  summary: 'A study’s file, with the short-lived token its listing gave',
  params: studyFileParams,
  query: studyFileQuery,
  response: binaryBody,
  files: ['pdf', 'image'],
});

export const patientAuthorizationsCall = defineCall({
  ...patientRead,
  path: `${BASE}/autorizaciones`,
  summary: 'The patient’s authorizations filed by the caller’s provider',
  query: patientQuery,
  response: patientAuthorizationsResponse,
});

export const patientAuthorizationPdfCall = defineCall({
  ...patientRead,
  path: `${BASE}/autorizaciones/:nro/pdf`,
  summary: 'The printable PDF of one of the patient’s approved authorizations',
  params: patientAuthorizationParams,
  query: patientQuery,
  response: binaryBody,
  files: ['pdf'],
});

export const careHistoryCall = defineCall({
  ...patientRead,
  path: `${BASE}/consumos`,
  summary: 'The patient’s care history: consumos, visits and hospitalizations',
  query: patientQuery,
  response: careHistoryResponse,
});

export const medicalAttentionCalls = [
  medicalAffiliateCall,
  medicalContactCall,
  vaccinesCall,
  recetasCall,
  studiesCall,
  studyFileCall,
  patientAuthorizationsCall,
  patientAuthorizationPdfCall,
  careHistoryCall,
  openTelemedicineCall,
  waitingRoomCall,
] as const;
