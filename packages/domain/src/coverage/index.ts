export * from './modality.ts';
export * from './hospitalization-days.ts';
export * from './search-text.ts';
