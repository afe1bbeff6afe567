export * from './affiliate-number.ts';
export * from './credential-payload.ts';
export * from './affiliate-rules.ts';
export * from './bulk-csv.ts';
