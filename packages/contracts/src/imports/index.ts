export * from './calls.ts';
export * from './jobs.ts';
export * from './kinds.ts';
export * from './report.ts';
export * from './row-fields.ts';
export * from './rows-affiliates.ts';
export * from './rows-plans.ts';
export * from './rows-providers.ts';
