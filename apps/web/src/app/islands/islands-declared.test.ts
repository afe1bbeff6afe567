import { describe, expect, it } from 'vitest';
import type { Feature } from '@/lib/feature';
import { MENU_ISLAND } from '@/lib/island';

/**
 * An island is its feature's alone (docs/decisions/0041): the `Island` its code marks and the
 * component its index declares under the same name. A page whose island no feature declares
 * would be taken over by the application at once, silently losing the visitor's light boot.
 */
const SOURCES = import.meta.glob<string>('../../features/*/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const INDEXES = import.meta.glob<Record<string, unknown>>('../../features/*/index.ts', {
  eager: true,
});
const APP_SOURCES = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const featureOf = (file: string) => /\/features\/([^/]+)\//.exec(file)?.[1] ?? '';
const MARKED = /<Island\s+name="([^"]+)"/g;
const marked = (source: string) => [...source.matchAll(MARKED)].map((match) => match[1]!);

function declaredBy(folder: string): string[] {
  const index = Object.entries(INDEXES).find(([file]) => featureOf(file) === folder)?.[1] ?? {};
  const features = Object.values(index).filter(
    (value): value is Feature => typeof value === 'object' && value !== null && 'id' in value,
  );
  return features.flatMap((feature) => Object.keys(feature.islands ?? {}));
}

const markedByFeature = new Map<string, string[]>();
for (const [file, source] of Object.entries(SOURCES)) {
  if (file.endsWith('.test.tsx')) continue;
  const folder = featureOf(file);
  markedByFeature.set(folder, [...(markedByFeature.get(folder) ?? []), ...marked(source)]);
}

describe("the visitor's islands are declared where they are marked", () => {
  it('the features mark islands (the scan reads their code)', () => {
    expect([...markedByFeature.values()].flat()).toEqual(
      expect.arrayContaining(['header-login', 'home-search', 'branch-search', 'login-page']),
    );
  });

  it.each([...markedByFeature].filter(([, names]) => names.length > 0))(
    "each island %s's code marks is declared in its own index",
    (folder, names) => {
      expect(declaredBy(folder)).toEqual(expect.arrayContaining(names));
    },
  );

  it('each island a feature declares is marked by its own code', () => {
    for (const folder of new Set(Object.keys(INDEXES).map(featureOf))) {
      const declared = declaredBy(folder);
      expect(markedByFeature.get(folder) ?? [], folder).toEqual(expect.arrayContaining(declared));
    }
  });

  it("the application marks only its own menu's island", () => {
    const names = Object.values(APP_SOURCES).flatMap(marked);
    expect(new Set(names)).toEqual(new Set([MENU_ISLAND]));
  });
});
