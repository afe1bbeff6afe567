export * from './login.ts';
export * from './password-recovery.ts';
export * from './registration.ts';
export * from './public-config.ts';
export * from './calls.ts';
