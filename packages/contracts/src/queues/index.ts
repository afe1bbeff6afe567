export * from './calls.ts';
export * from './schemas.ts';
export * from './decisions-more.ts';
export * from './decisions.ts';
export * from './decision-calls.ts';
