import { binaryBody, defineCall } from '../call.ts';
import {
  settlementChartsResponse,
  settlementCopayQuery,
  settlementCopayResponse,
  settlementCsvQuery,
  settlementDebitsQuery,
  settlementDebitsResponse,
  settlementDetailsQuery,
  settlementDetailsResponse,
  settlementErrorsQuery,
  settlementErrorsResponse,
  settlementListQuery,
  settlementListResponse,
  settlementPathParams,
  settlementQuery,
  settlementResponse,
  settlementSubtotalsResponse,
  settlementTotalsResponse,
  settlementVouchersQuery,
  settlementVouchersResponse,
} from './schemas.ts';

/*
 * Settlements (tramitesonline/consulta-de-liquidacion), permission consulta-de-liquidacion.
 * `:id` is the caller's provider; `?expediente=` picks one of its settlements (another
 * provider's answers 404). Each spec §7 'expe-*' execution is its own call and tab.
 */
const tag = 'settlements';
const access = { module: 'consulta-de-liquidacion' } as const;
const params = settlementPathParams;

export const settlementListCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id',
  tag,
  summary: "The provider's settlements of a period range (at most 24 months), paged and sorted",
  access,
  params,
  query: settlementListQuery,
  response: settlementListResponse,
});

export const settlementCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/expe-liquidacion',
  tag,
  summary: 'expe-liquidacion: one settlement (period, state, gross, debits, copago, net)',
  access,
  params,
  query: settlementQuery,
  response: settlementResponse,
});

export const settlementDebitsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/expe-debitos',
  tag,
  summary: "expe-debitos: the settlement's debited lines with their reason, paged and sorted",
  access,
  params,
  query: settlementDebitsQuery,
  response: settlementDebitsResponse,
});

export const settlementDetailsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/expe-detalles',
  tag,
  summary: 'expe-detalles: every service line settled, paged and sorted',
  access,
  params,
  query: settlementDetailsQuery,
  response: settlementDetailsResponse,
});

export const settlementErrorsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/expe-errores',
  tag,
  summary: 'expe-errores: the lines refused with their reason, paged and sorted',
  access,
  params,
  query: settlementErrorsQuery,
  response: settlementErrorsResponse,
});

export const settlementTotalsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/expe-totales',
  tag,
  summary: "expe-totales: the settlement's totals, each the sum of its lines",
  access,
  params,
  query: settlementQuery,
  response: settlementTotalsResponse,
});

export const settlementSubtotalsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/expe-subtotales',
  tag,
  summary: 'expe-subtotales: gross by service type and by attention place',
  access,
  params,
  query: settlementQuery,
  response: settlementSubtotalsResponse,
});

export const settlementVouchersCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/expe-comprobantes',
  tag,
  summary: 'expe-comprobantes: the invoice and credit-note numbers and types, paged and sorted',
  access,
  params,
  query: settlementVouchersQuery,
  response: settlementVouchersResponse,
});

export const settlementCopayCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/expe-copago',
  tag,
  summary: 'expe-copago: the copago lines taken off the settlement, paged and sorted',
  access,
  params,
  query: settlementCopayQuery,
  response: settlementCopayResponse,
});

export const settlementCsvCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/csv',
  tag,
  summary: 'One table (the list or a settlement table) as CSV (es-AR: semicolons, comma decimals)',
  access,
  params,
  query: settlementCsvQuery,
  response: binaryBody,
  files: ['csv'],
});

export const settlementPdfCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/expe-pdf',
  tag,
  summary: 'The settlement and its debits as one PDF',
  access,
  params,
  query: settlementQuery,
  response: binaryBody,
  files: ['pdf'],
});

export const settlementChartsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/liquidaciones/:id/graficos',
  tag,
  summary: 'Net paid and debits per month over the last 24 months, and debits by reason',
  access,
  params,
  response: settlementChartsResponse,
});

export const settlementsCalls = [
  settlementListCall,
  settlementCall,
  settlementDebitsCall,
  settlementDetailsCall,
  settlementErrorsCall,
  settlementTotalsCall,
  settlementSubtotalsCall,
  settlementVouchersCall,
  settlementCopayCall,
  settlementCsvCall,
  settlementPdfCall,
  settlementChartsCall,
] as const;
