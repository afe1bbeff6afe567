export * from './constants.ts';
export * from './login.ts';
export * from './throttle.ts';
export * from './throttle-policy.ts';
export * from './recovery-policy.ts';
