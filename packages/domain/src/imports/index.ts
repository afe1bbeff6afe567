export * from './dialect.ts';
export * from './fields.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './content-body.ts';
export * from './content-rows.ts';
export * from './content-format.ts';
