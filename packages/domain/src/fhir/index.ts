export * from './operation-outcome.ts';
export * from './capability-statement.ts';
export * from './client-keys.ts';
export * from './scopes.ts';
export * from './patient-coverage.ts';
export * from './eligibility.ts';
