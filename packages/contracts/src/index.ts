export * from './errors.ts';
export * from './common-fields.ts';
export * from './call.ts';
export * from './areas.generated.ts';
