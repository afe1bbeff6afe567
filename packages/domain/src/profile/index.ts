export * from './reference.ts';
export * from './sections.ts';
export * from './changes.ts';
export * from './hours.ts';
export * from './documents.ts';
export * from './messages.ts';
export * from './personal-data.ts';
