export * from './forms.ts';
export * from './practice-guides.ts';
