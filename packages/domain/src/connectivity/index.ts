export * from './constants.ts';
export * from './connectivity.ts';
