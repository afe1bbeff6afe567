export * from './codes.ts';
export * from './rules.ts';
export * from './dates.ts';
export * from './audit.ts';
