export * from './reads.ts';
export * from './detail.ts';
export * from './stage-pages.ts';
export * from './writes.ts';
export * from './operator.ts';
export * from './calls.ts';
