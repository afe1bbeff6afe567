export * from './scopes.ts';
export * from './schemas.ts';
export * from './calls.ts';
