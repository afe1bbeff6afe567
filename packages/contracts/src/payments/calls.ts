import { defineCall } from '../call.ts';
import {
  invoicesQuery,
  invoicesReadRequest,
  invoicesReadResponse,
  invoicesResponse,
  paymentDetailResponse,
  paymentParams,
  paymentsByCuitParams,
  paymentsQuery,
  paymentsResponse,
  paymentsProviderParams,
} from './schemas.ts';

/* Payments and invoices (tramitesonline/consulta-pagos-facturas), permission consulta-de-facturas/pagos. */
const tag = 'payments';
const access = { module: 'consulta-de-facturas/pagos' } as const;

export const paymentsByCuitCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/cuit/:cuit/pagos',
  tag,
  summary: "The provider's payments for its CUIT in a date range, with withholdings and totals",
  access,
  params: paymentsByCuitParams,
  query: paymentsQuery,
  response: paymentsResponse,
});

export const paymentDetailCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/pagos/:pago',
  tag,
  summary: 'The operation detail of one payment: the invoices it paid',
  access,
  params: paymentParams,
  response: paymentDetailResponse,
});

export const invoicesCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/facturas',
  tag,
  summary: "One page of the provider's invoices of one tab, with every tab's count",
  access,
  params: paymentsProviderParams,
  query: invoicesQuery,
  response: invoicesResponse,
});

export const invoicesReadCall = defineCall({
  method: 'PUT',
  path: '/pre/v1/prestadores/:code/facturas/leidas',
  tag,
  summary: 'Mark invoices of the provider as read (invoices/read)',
  access,
  params: paymentsProviderParams,
  body: invoicesReadRequest,
  response: invoicesReadResponse,
});

export const paymentsCalls = [
  paymentsByCuitCall,
  paymentDetailCall,
  invoicesCall,
  invoicesReadCall,
] as const;
