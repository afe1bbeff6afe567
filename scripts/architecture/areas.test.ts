import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { AREA_LISTS, AREA_PARTS, areaProblems } from './areas.ts';

const REPOSITORY = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NONE = { api: [], web: [], contracts: [] };

/** A repository holding only the area 'referrals', whole. */
function wholeArea(): string {
  const root = mkdtempSync(join(tmpdir(), 'areas-'));
  const write = (path: string, text = '') => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const where of Object.values(AREA_PARTS)) {
    const path = where('referrals');
    if (path.endsWith('/src/referrals')) mkdirSync(join(root, path), { recursive: true });
    else write(path);
  }
  for (const list of Object.values(AREA_LISTS)) {
    write(list.file, `import { part } from '${list.mentions('referrals')}';\n`);
  }
  return root;
}

describe('the area check', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds every area of this repository whole', () => {
    expect(areaProblems(REPOSITORY)).toEqual([]);
  });

  it('passes an area with all its parts, registered in every list', () => {
    root = wholeArea();
    expect(areaProblems(root, ['referrals'], NONE, {})).toEqual([]);
  });

  it.each([
    ['API module with plugin', 'apps/api/src/modules/referrals/referrals.plugin.ts'],
    ['web feature with index', 'apps/web/src/features/referrals/index.ts'],
    ['E2E spec', 'e2e/tests/referrals.spec.ts'],
    ['contracts', 'packages/contracts/src/referrals/calls.ts'],
    ['schema file', 'apps/api/src/db/schema/referrals.ts'],
  ])('fails an area without its %s', (part, path) => {
    root = wholeArea();
    rmSync(join(root, path));
    expect(areaProblems(root, ['referrals'], NONE, {})).toEqual([
      `referrals: no ${part} (${path})`,
    ]);
  });

  it('passes an area without a part it is exempted from, with its reason, and its list entry', () => {
    root = wholeArea();
    rmSync(join(root, 'apps/api/src/seed/referrals.ts'));
    writeFileSync(join(root, 'apps/api/src/seed/seed.ts'), 'export const STEPS = [];\n');
    const exemptions = { referrals: { 'seed file': 'no demo data' } };
    expect(areaProblems(root, ['referrals'], NONE, exemptions)).toEqual([]);
    expect(areaProblems(root, ['referrals'], NONE, {})).toEqual([
      'referrals: no seed file (apps/api/src/seed/referrals.ts)',
      'referrals: not in the seed runner (apps/api/src/seed/seed.ts)',
    ]);
  });

  it('fails an area that the API module list does not register', () => {
    root = wholeArea();
    writeFileSync(join(root, 'apps/api/src/areas.ts'), 'export const AREAS = [];\n');
    expect(areaProblems(root, ['referrals'], NONE, {})).toEqual([
      'referrals: not in the API module list (apps/api/src/areas.ts)',
    ]);
  });

  it('fails a folder in an area-only layer that is no area and not declared shared', () => {
    root = wholeArea();
    mkdirSync(join(root, 'apps/web/src/features/billing'));
    expect(areaProblems(root, ['referrals'], NONE, {})).toEqual([
      'apps/web/src/features/billing: neither an area nor a declared shared folder',
    ]);
  });
});
