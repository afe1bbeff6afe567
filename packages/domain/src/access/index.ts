export * from './permission-keys.ts';
export * from './permissions.ts';
export * from './private-routes.ts';
export * from './menu.ts';
export * from './breadcrumbs.ts';
