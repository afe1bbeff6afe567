export * from './constants.ts';
export * from './messages.ts';
export * from './field-problem.ts';
