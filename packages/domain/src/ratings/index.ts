export * from './average.ts';
export * from './months.ts';
export * from './messages.ts';
export * from './aggregate.ts';
