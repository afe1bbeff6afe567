export * from './numbers.ts';
export * from './dates.ts';
export * from './email-mask.ts';
export * from './csv.ts';
