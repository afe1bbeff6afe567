import { binaryBody, defineCall } from '../call.ts';
import { affiliateValidationRequest, affiliateValidationResponse } from '../affiliates/schemas.ts';
import {
  diagnosesResponse,
  diagnosisByCodeRequest,
  diagnosisByNameQuery,
} from '../coverage/schemas.ts';
import {
  cancelledPrescriptionResponse,
  prescriberParams,
  prescriberResponse,
  prescriptionParams,
  prescriptionRequest,
  vademecumQuery,
  vademecumResponse,
  writtenPrescriptionResponse,
} from './schemas.ts';
import { LIMITS } from '@portal/domain/write-limits';

/*
 * Receta digital (spec §2 tramitesonline/receta-digital): the patient, the vademécum and ICD
 * type-aheads, the prescriber's licence, writing (201), its PDF with the number's QR, and
 * cancelling. `:id` is the caller's provider code. Read-only sessions look, never prescribe.
 */
const tag = 'prescriptions';
const access = { module: 'receta-digital' } as const;
const BASE = '/pre/v1/receta-digital';

export const prescriptionAffiliateCall = defineCall({
  method: 'POST',
  path: `${BASE}/:id/afiliado`,
  tag,
  summary: 'Validate the patient a prescription is for (the validator’s own rules)',
  access,
  readOnlySafe: true,
  params: prescriberParams,
  body: affiliateValidationRequest,
  response: affiliateValidationResponse,
});

export const vademecumCall = defineCall({
  method: 'GET',
  path: `${BASE}/vademecum`,
  tag,
  summary: 'Medications of the vademécum by brand or generic name (type-ahead, 3 letters)',
  access,
  query: vademecumQuery,
  response: vademecumResponse,
});

export const prescriptionDiagnosesByCodeCall = defineCall({
  method: 'POST',
  path: `${BASE}/diagnosticos`,
  tag,
  summary: 'ICD-10 diagnoses whose code starts with the one given (the coverage lookup)',
  access,
  readOnlySafe: true,
  body: diagnosisByCodeRequest,
  response: diagnosesResponse,
});

export const prescriptionDiagnosesByNameCall = defineCall({
  method: 'GET',
  path: `${BASE}/diagnosticos`,
  tag,
  summary: 'ICD-10 diagnoses by denomination (the coverage lookup)',
  access,
  query: diagnosisByNameQuery,
  response: diagnosesResponse,
});

export const prescriberCall = defineCall({
  method: 'GET',
  path: `${BASE}/:id/prescriptor`,
  tag,
  summary: 'The prescriber’s name and licence (Mis datos)',
  access,
  params: prescriberParams,
  response: prescriberResponse,
});

export const writePrescriptionCall = defineCall({
  method: 'POST',
  path: `${BASE}/:id/recetas`,
  tag,
  summary: 'Write a prescription of up to three medications for a valid affiliate',
  access,
  limit: LIMITS.filing,
  params: prescriberParams,
  body: prescriptionRequest,
  status: 201,
  response: writtenPrescriptionResponse,
});

export const prescriptionPdfCall = defineCall({
  method: 'GET',
  path: `${BASE}/:id/recetas/:numero/pdf`,
  tag,
  summary: 'A prescription the caller’s provider wrote, as a PDF with its number as a QR',
  access,
  params: prescriptionParams,
  response: binaryBody,
  files: ['pdf'],
});

export const cancelPrescriptionCall = defineCall({
  method: 'POST',
  path: `${BASE}/:id/recetas/:numero/anulacion`,
  tag,
  summary: 'Cancel a prescription the caller’s provider wrote, not yet dispensed',
  access,
  limit: LIMITS.filing,
  params: prescriptionParams,
  response: cancelledPrescriptionResponse,
});

export const prescriptionsCalls = [
  prescriptionAffiliateCall,
  vademecumCall,
  prescriptionDiagnosesByCodeCall,
  prescriptionDiagnosesByNameCall,
  prescriberCall,
  writePrescriptionCall,
  prescriptionPdfCall,
  cancelPrescriptionCall,
] as const;
