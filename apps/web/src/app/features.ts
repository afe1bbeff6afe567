import type { Feature } from '@/lib/feature';

/**
 * Every feature's index, found by its folder (docs/decisions/0039): adding a feature adds
 * features/<name>/index.ts and edits no list. Vite lists a glob's files sorted by path, so the
 * order is the folders' alphabetical one, which is the order the public home's sections and a
 * section's added pages follow.
 */
const INDEXES = import.meta.glob<Record<string, unknown>>('../features/*/index.ts', {
  eager: true,
});

const camelCase = (name: string) =>
  name.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/** The feature a folder's index exports as `<folder in camelCase>Feature`. */
export function featuresOf(indexes: Readonly<Record<string, Record<string, unknown>>>): Feature[] {
  return Object.entries(indexes)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, module]) => {
      const folder = path.split('/').at(-2)!;
      const feature = module[`${camelCase(folder)}Feature`];
      if (!feature) throw new Error(`${path} exports no ${camelCase(folder)}Feature`);
      return feature as Feature;
    });
}

/** The web's features: the router and the menu are built from them. */
export const FEATURES: readonly Feature[] = featuresOf(INDEXES);
