export * from './claim-systems.ts';
export * from './claim-bundle.ts';
export * from './claim-request.ts';
export * from './claim-response.ts';
export * from './claim-fixtures.ts';
export * from './subscription.ts';
export * from './claim-search.ts';
