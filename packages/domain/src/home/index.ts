export * from './home-tiles.ts';
