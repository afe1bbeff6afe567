/**
 * What the rest of the API may use of the payments area: how many of the provider's invoices
 * are still unread (the logged-in home's tile; the same filter Pagos y facturas counts with).
 */
export { countUnreadInvoices } from './payments.repository.ts';
/** Settlements' queue of payment inquiries, read by the console (docs/decisions/0058). */
export { paymentInquiryQueue } from './console/queue-source.ts';
/** Settlements' answer to a payment inquiry, called by the console (docs/decisions/0060). */
export { answerPaymentInquiry } from './console/answer.service.ts';
/**
 * The payments list's and detail's reads, for the FHIR interface's PaymentReconciliation
 * (ADR 0067): the same rows, owned by the provider asked, as the portal's screens show.
 */
export {
  findPayment,
  findPaymentInvoices,
  findPayments,
  findProviderHeader,
} from './payments.repository.ts';
