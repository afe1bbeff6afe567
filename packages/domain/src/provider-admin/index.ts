export * from './messages.ts';
export * from './modules.ts';
export * from './search.ts';
export * from './team-state.ts';
