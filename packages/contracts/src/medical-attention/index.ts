export * from './schemas.ts';
export * from './calls.ts';
export * from './telemedicine.ts';
