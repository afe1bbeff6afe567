export * from './periods.ts';
export * from './money.ts';
export * from './catalogue.ts';
export * from './claim.ts';
