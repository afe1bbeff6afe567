export * from './schemas.ts';
export * from './calls.ts';
export * from './console-schemas.ts';
export * from './console-calls.ts';
