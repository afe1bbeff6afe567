export * from './core.ts';
export * from './auth.ts';
export * from './session.ts';
export * from './affiliates.ts';
export * from './coverage.ts';
export * from './connectivity.ts';
export * from './support-cases.ts';
export * from './authorizations.ts';
