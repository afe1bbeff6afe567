export * from './constants.ts';
export * from './sections.ts';
export * from './autocomplete.ts';
export * from './paginator.ts';
export * from './distance.ts';
export * from './search-query.ts';
export * from './card.ts';
