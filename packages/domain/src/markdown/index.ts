export * from './markdown.ts';
