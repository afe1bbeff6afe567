export * from './session.ts';
export * from './terms.ts';
export * from './calls.ts';
