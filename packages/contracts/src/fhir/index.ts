export * from './scopes.ts';
export * from './calls.ts';
