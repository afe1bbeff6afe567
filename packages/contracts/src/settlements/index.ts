export * from './schemas.ts';
export * from './filters.ts';
export * from './calls.ts';
