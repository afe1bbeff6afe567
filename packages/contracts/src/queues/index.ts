export * from './calls.ts';
export * from './schemas.ts';
export * from './decisions-more.ts';
