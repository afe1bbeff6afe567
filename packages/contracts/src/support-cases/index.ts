export * from './reads.ts';
export * from './writes.ts';
export * from './calls.ts';
