export * from './pages.ts';
export * from './way-back.ts';
export * from './constants.ts';
export * from './editor.ts';
