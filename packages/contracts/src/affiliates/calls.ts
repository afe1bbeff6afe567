import { binaryBody, defineCall } from '../call.ts';
import {
  affiliateValidationRequest,
  affiliateValidationResponse,
  bulkValidationRequest,
  bulkValidationResponse,
  contractParams,
  contractResponse,
  coveragePdfParams,
  fiscalDataParams,
  fiscalDataResponse,
  providerPathParams,
  therapeuticTokenParams,
  therapeuticTokenResponse,
} from './schemas.ts';

const tag = 'affiliates';
/** Affiliate validation (tramitesonline/validar-afiliado), permission validador-de-asociados. */
const access = { module: 'validador-de-asociados' } as const;

/** Changes nothing, so read-only sessions may validate too. */
export const validateAffiliateCall = defineCall({
  method: 'POST',
  path: '/pre/v1/validador/:id/afiliado',
  tag,
  summary: 'Validate an affiliate (affiliate data at the provider path)',
  access,
  readOnlySafe: true,
  params: providerPathParams,
  body: affiliateValidationRequest,
  response: affiliateValidationResponse,
});

export const fiscalDataCall = defineCall({
  method: 'GET',
  path: '/pre/v1/validador/datos-fiscales/:documento',
  tag,
  summary: 'Fiscal data of an affiliate by document (not for prepagas 4, 9, 10, 11)',
  access,
  params: fiscalDataParams,
  response: fiscalDataResponse,
});

export const therapeuticTokenCall = defineCall({
  method: 'GET',
  path: '/pre/v1/validador/token-terapeutico/:prepagaId/:contra/:inte',
  tag,
  summary: 'Whether the affiliate needs a therapeutic token',
  access,
  params: therapeuticTokenParams,
  response: therapeuticTokenResponse,
});

export const contractDataCall = defineCall({
  method: 'GET',
  path: '/pre/v1/validador/contratos/:contra',
  tag,
  summary: 'Contract data of an affiliate contract',
  access,
  params: contractParams,
  response: contractResponse,
});

export const coveragePdfCall = defineCall({
  method: 'GET',
  path: '/pre/v1/validador/cobertura-pdf/:contra/:inte',
  tag,
  summary: 'Coverage certificate (PDF) with plan and pharmacy discount',
  access,
  params: coveragePdfParams,
  response: binaryBody,
  files: ['pdf'],
});

export const bulkValidationCall = defineCall({
  method: 'POST',
  path: '/pre/v1/validador/validacion-masiva',
  tag,
  summary: 'Validate up to 500 affiliate numbers (optionally with a service code)',
  access,
  readOnlySafe: true,
  body: bulkValidationRequest,
  response: bulkValidationResponse,
});

export const affiliatesCalls = [
  validateAffiliateCall,
  fiscalDataCall,
  therapeuticTokenCall,
  contractDataCall,
  coveragePdfCall,
  bulkValidationCall,
] as const;
