export * from './accounts.ts';
export * from './calls.ts';
export * from './login.ts';
