export * from './errors.ts';
export * from './auth.ts';
export * from './session.ts';
export * from './terms.ts';
export * from './password-recovery.ts';
export * from './registration.ts';
export * from './public-config.ts';
