export * from './constants.ts';
export * from './money.ts';
export * from './withholdings.ts';
export * from './invoices.ts';
export * from './range.ts';
export * from './inquiries.ts';
