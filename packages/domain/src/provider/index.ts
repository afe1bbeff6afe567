export * from './provider.ts';
export * from './model-especifico.ts';
