export * from './operation-outcome.ts';
export * from './capability-statement.ts';
