export * from './plan-net.ts';
export * from './directory.ts';
export * from './directory-search.ts';
export * from './directory-query.ts';
export * from './directory-bundle.ts';
export * from './money.ts';
export * from './money-search.ts';
