export * from './access.ts';
export * from './requests.ts';
export * from './reads.ts';
export * from './calls.ts';
