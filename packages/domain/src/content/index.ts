export * from './pages.ts';
export * from './way-back.ts';
export * from './constants.ts';
