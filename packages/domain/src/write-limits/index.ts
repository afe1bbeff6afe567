export * from './policies.ts';
export * from './verdict.ts';
