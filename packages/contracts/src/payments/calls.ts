import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain/support-cases';
import { binaryBody, defineCall } from '../call.ts';
import { paymentChartsCall } from './charts.ts';
import { inquiryCalls } from './calls-inquiries.ts';
import { receiptsCall } from './receipts.ts';
import {
  certificateParams,
  channelRequest,
  channelResponse,
  consultingRoomsResponse,
  taxDataResponse,
  invoiceParams,
  invoicesQuery,
  invoicesReadRequest,
  invoicesReadResponse,
  invoicesResponse,
  paymentDetailResponse,
  paymentParams,
  paymentsByCuitParams,
  paymentsQuery,
  receiptFileParams,
  receiptRequest,
  receiptResponse,
  paymentsResponse,
  paymentsProviderParams,
} from './schemas.ts';
import { LIMITS } from '@portal/domain/write-limits';

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

export const paymentsCsvCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/cuit/:cuit/pagos/csv',
  tag,
  summary: 'The payments of the range as CSV (es-AR: semicolons, comma decimals)',
  access,
  params: paymentsByCuitParams,
  query: paymentsQuery,
  response: binaryBody,
  files: ['csv'],
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
  limit: LIMITS.entry,
  params: paymentsProviderParams,
  body: invoicesReadRequest,
  response: invoicesReadResponse,
});

export const attachReceiptCall = defineCall({
  method: 'POST',
  path: '/pre/v1/prestadores/:code/facturas/:factura/comprobantes',
  tag,
  summary: 'Attach receipts (PDF, JPG or PNG) to an invoice not yet settled; kept with it',
  access,
  limit: LIMITS.edit,
  params: invoiceParams,
  body: receiptRequest,
  status: 201,
  response: receiptResponse,
  bodyLimit: ATTACHMENT_BODY_LIMIT_BYTES,
});

export const paymentOrderPdfCall = defineCall({
  method: 'GET',
  path: '/pre/v1/proveedores/:code/pagos/:pago/pdf',
  tag,
  summary: 'The payment order as a PDF (proveedores/pdf): invoices paid, withholdings and net',
  access,
  params: paymentParams,
  response: binaryBody,
  files: ['pdf'],
});

export const withholdingCertificatePdfCall = defineCall({
  method: 'GET',
  path: '/pre/v1/proveedores/:code/pagos/:pago/certificados/:impuesto/pdf',
  tag,
  summary: 'The certificate of one withholding (IIBB, Ganancias or IVA) of a payment, as a PDF',
  access,
  params: certificateParams,
  response: binaryBody,
  files: ['pdf'],
});

export const receiptFileCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/facturas/:factura/comprobantes/:comprobante',
  tag,
  summary: 'Download a receipt kept with an invoice (archivos)',
  access,
  params: receiptFileParams,
  response: binaryBody,
  files: ['stored'],
});

export const consultingRoomsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/consultorios',
  tag,
  summary: "The provider's consulting rooms with what was invoiced and paid at each (last year)",
  access,
  params: paymentsProviderParams,
  response: consultingRoomsResponse,
});

export const taxDataCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/datos-impositivos',
  tag,
  summary: "The provider's tax data: CUIT, IVA condition, IIBB, exemptions, agreement and channel",
  access,
  params: paymentsProviderParams,
  response: taxDataResponse,
});

export const agreementPdfCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/convenio/pdf',
  tag,
  summary: "The provider's agreement (convenio) as a PDF, when it is enabled",
  access,
  params: paymentsProviderParams,
  response: binaryBody,
  files: ['pdf'],
});

export const channelEnableCall = defineCall({
  method: 'PUT',
  path: '/pre/v1/prestadores/:code/canal-electronico',
  tag,
  summary: 'Enable or disable the electronic payment channel (channel/enable)',
  access,
  limit: LIMITS.edit,
  params: paymentsProviderParams,
  body: channelRequest,
  response: channelResponse,
});

export const coverageDiscountPdfCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/descuento-cobertura/pdf',
  tag,
  summary: 'The coverage discount table (plans and their pharmacy discount) as a PDF',
  access,
  params: paymentsProviderParams,
  response: binaryBody,
  files: ['pdf'],
});

export const paymentsCalls = [
  paymentsByCuitCall,
  paymentsCsvCall,
  paymentDetailCall,
  invoicesCall,
  invoicesReadCall,
  attachReceiptCall,
  paymentOrderPdfCall,
  withholdingCertificatePdfCall,
  receiptFileCall,
  receiptsCall,
  consultingRoomsCall,
  taxDataCall,
  agreementPdfCall,
  channelEnableCall,
  coverageDiscountPdfCall,
  paymentChartsCall,
  ...inquiryCalls,
] as const;
