/** The first key of every payments query: marking invoices read refreshes the invoice ones. */
export const PAYMENTS_KEY = 'payments';
