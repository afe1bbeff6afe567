export * from './constants.ts';
export * from './messages.ts';
