export * from './reference.ts';
export * from './providers.ts';
export * from './affiliates.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './terms.ts';
export * from './security.ts';
export * from './support-cases.ts';
