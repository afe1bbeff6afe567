export * from './pages.ts';
export * from './prescriptions-list.ts';
export * from './care-history.ts';
