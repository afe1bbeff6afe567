export * from './schemas.ts';
export * from './calls.ts';
