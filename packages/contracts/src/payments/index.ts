export * from './schemas.ts';
export * from './calls.ts';
export * from './calls-inquiries.ts';
export * from './receipts.ts';
export * from './charts.ts';
