import { defineCall, eventStreamBody } from '../call.ts';
import {
  inquiriesResponse,
  inquiryDto,
  inquiryOptionsResponse,
  inquiryRequest,
  paymentsProviderParams,
} from './schemas.ts';
import { LIMITS } from '@portal/domain/write-limits';

/* Payment inquiries (pagos-facturas: motivos, estados, empresas, llamado, llamados). */
const tag = 'payments';
const access = { module: 'consulta-de-facturas/pagos' } as const;
const BASE = '/pre/v1/pagos-facturas/:code';

export const inquiryReasonsCall = defineCall({
  method: 'GET',
  path: `${BASE}/motivos`,
  tag,
  summary: 'The reasons an inquiry about a payment may have',
  access,
  params: paymentsProviderParams,
  response: inquiryOptionsResponse,
});

export const inquiryStatesCall = defineCall({
  method: 'GET',
  path: `${BASE}/estados`,
  tag,
  summary: 'The states an inquiry goes through',
  access,
  params: paymentsProviderParams,
  response: inquiryOptionsResponse,
});

export const paymentCompaniesCall = defineCall({
  method: 'GET',
  path: `${BASE}/empresas`,
  tag,
  summary: "The insurer's companies a payment may come from",
  access,
  params: paymentsProviderParams,
  response: inquiryOptionsResponse,
});

export const fileInquiryCall = defineCall({
  method: 'POST',
  path: `${BASE}/llamado`,
  tag,
  summary: "File an inquiry about one of the provider's payments, with a reason",
  access,
  limit: LIMITS.inquiry,
  params: paymentsProviderParams,
  body: inquiryRequest,
  status: 201,
  response: inquiryDto,
});

export const inquiriesCall = defineCall({
  method: 'GET',
  path: `${BASE}/llamados`,
  tag,
  summary: "The provider's payment inquiries, newest first, with their state",
  access,
  params: paymentsProviderParams,
  response: inquiriesResponse,
});

export const inquiryEventsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/pagos-facturas/eventos',
  tag,
  summary: 'Live answers to the provider’s payment inquiries (server-sent events)',
  access,
  response: eventStreamBody,
});

export const inquiryCalls = [
  inquiryReasonsCall,
  inquiryStatesCall,
  paymentCompaniesCall,
  fileInquiryCall,
  inquiriesCall,
  inquiryEventsCall,
] as const;
