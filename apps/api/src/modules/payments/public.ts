/**
 * What the rest of the API may use of the payments area: how many of the provider's invoices
 * are still unread (the logged-in home's tile; the same filter Pagos y facturas counts with).
 */
export { countUnreadInvoices } from './payments.repository.ts';
