import { z } from '../zod.ts';
import { binaryBody, defineCall } from '../call.ts';
import { providerPathParams } from '../affiliates/schemas.ts';
import {
  authorizationReportResponse,
  cancelDiagnosisRequest,
  cancelServiceRequest,
  connectivityMessage,
  connectivityTicket,
  eligibilityRequest,
  eligibilityResponse,
  enterDiagnosisRequest,
  exceptedServicesQuery,
  exceptedServicesResponse,
  reportQuery,
  ticketParams,
  transactionReportResponse,
} from './schemas.ts';
import { LIMITS } from '@portal/domain/write-limits';

/* Connectivity transactions (tramitesonline/tramites-conectividad), permission conectividad. */
const tag = 'connectivity';
/** Each action also needs its §6 menu ability, as the page shows it. */
const enterServicesAccess = { module: 'conectividad', ability: 'ingreso-de-prestaciones' } as const;
const ticketSearchAccess = { module: 'conectividad', ability: 'busqueda-de-tickets' } as const;
const reportsAccess = { module: 'conectividad', ability: 'reportes' } as const;
const eligibilityAccess = { module: 'conectividad', ability: 'elegibilidad' } as const;

export const enterServiceCall = defineCall({
  method: 'POST',
  path: '/pre/v1/conectividad/:id/ingresa-prestacion',
  tag,
  summary: 'Enter a service (connectivity message); answers its ticket',
  access: enterServicesAccess,
  limit: LIMITS.entry,
  params: providerPathParams,
  body: connectivityMessage,
  status: 201,
  response: connectivityTicket,
});

export const enterDiagnosisCall = defineCall({
  method: 'POST',
  path: '/pre/v1/conectividad/:id/ingresa-diagnostico',
  tag,
  summary: 'Enter a diagnosis on an open service ticket',
  access: enterServicesAccess,
  limit: LIMITS.entry,
  params: providerPathParams,
  body: enterDiagnosisRequest,
  status: 201,
  response: connectivityTicket,
});

export const cancelDiagnosisCall = defineCall({
  method: 'POST',
  path: '/pre/v1/conectividad/:id/anula-diagnostico',
  tag,
  summary: 'Cancel a diagnosis ticket',
  access: enterServicesAccess,
  limit: LIMITS.entry,
  params: providerPathParams,
  body: cancelDiagnosisRequest,
  response: connectivityTicket,
});

export const cancelServiceCall = defineCall({
  method: 'POST',
  path: '/pre/v1/conectividad/:id/anula-prestacion',
  tag,
  summary: 'Cancel a service ticket and its open diagnoses',
  access: enterServicesAccess,
  limit: LIMITS.entry,
  params: providerPathParams,
  body: cancelServiceRequest,
  response: connectivityTicket,
});

/** Writes nothing, so read-only sessions may ask too. */
export const eligibilityCall = defineCall({
  method: 'POST',
  path: '/pre/v1/conectividad/:id/elegibilidad',
  tag,
  summary: 'Eligibility of an affiliate, and coverage of a service (writes nothing)',
  access: eligibilityAccess,
  readOnlySafe: true,
  params: providerPathParams,
  body: eligibilityRequest,
  response: eligibilityResponse,
});

export const exceptedServicesCall = defineCall({
  method: 'GET',
  path: '/pre/v1/conectividad/:id/consulta-prestaciones-exceptuadas',
  tag,
  summary: "A plan's excepted services",
  access: eligibilityAccess,
  params: providerPathParams,
  query: exceptedServicesQuery,
  response: exceptedServicesResponse,
});

export const reprintTicketCall = defineCall({
  method: 'GET',
  path: '/pre/v1/conectividad/:id/reimpresionTicket/:nroTicket',
  tag,
  summary: 'Reprint a ticket by number',
  access: ticketSearchAccess,
  params: ticketParams,
  response: connectivityTicket,
});

export const ticketPdfCall = defineCall({
  method: 'GET',
  path: '/pre/v1/conectividad/:id/reimpresionTicket/:nroTicket/pdf',
  tag,
  summary: 'A ticket as PDF',
  access: ticketSearchAccess,
  params: ticketParams,
  response: binaryBody,
  files: ['pdf'],
});

/** JSON, or with formato=csv the same rows as an es-AR CSV download. */
export const transactionsReportCall = defineCall({
  method: 'GET',
  path: '/pre/v1/conectividad/:id/transaccionesPorPrestador',
  tag,
  summary: "The provider's transactions of a type in a date range (JSON or CSV)",
  access: reportsAccess,
  params: providerPathParams,
  query: reportQuery,
  response: z.union([transactionReportResponse, binaryBody]),
  files: ['csv'],
});

/** JSON, or with formato=csv the same rows as an es-AR CSV download. */
export const authorizationsReportCall = defineCall({
  method: 'GET',
  path: '/pre/v1/conectividad/:id/autorizaciones-por-prestador',
  tag,
  summary: "The provider's totals per service or diagnosis in a date range (JSON or CSV)",
  access: reportsAccess,
  params: providerPathParams,
  query: reportQuery,
  response: z.union([authorizationReportResponse, binaryBody]),
  files: ['csv'],
});

export const connectivityCalls = [
  enterServiceCall,
  enterDiagnosisCall,
  cancelDiagnosisCall,
  cancelServiceCall,
  eligibilityCall,
  exceptedServicesCall,
  reprintTicketCall,
  ticketPdfCall,
  transactionsReportCall,
  authorizationsReportCall,
] as const;
