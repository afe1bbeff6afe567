export * from './age.ts';
export * from './catalogue.ts';
export * from './percentiles.ts';
export * from './days.ts';
export * from './age-text.ts';
export * from './decisions.ts';
export * from './kept-total.ts';
