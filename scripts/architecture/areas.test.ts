import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { areasFileText, GENERATED_FILE } from './areas-file.ts';
import { AREA_PARTS, areaProblems, type PartName } from './areas.ts';

const REPOSITORY = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NONE = { api: [], web: [], contracts: [] };
const STALE = `${GENERATED_FILE} is stale: run \`npm run areas\``;

function write(root: string, path: string, text = '') {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Writes every part of `area` into `root`, each with the export its finder takes. */
function writeArea(root: string, area: string) {
  for (const part of Object.values(AREA_PARTS)) {
    const path = part.path(area);
    if (path.endsWith(`/src/${area}`)) mkdirSync(join(root, path), { recursive: true });
    else write(root, path, 'exports' in part ? `export const ${part.exports(area)} = [];\n` : '');
  }
}

/** A repository holding only the area 'referrals', whole, its generated file written. */
function wholeArea(): string {
  const root = mkdtempSync(join(tmpdir(), 'areas-'));
  writeArea(root, 'referrals');
  write(root, GENERATED_FILE, areasFileText(root));
  return root;
}

describe('the area check', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds every area of this repository whole, and its generated file current', () => {
    expect(areaProblems(REPOSITORY)).toEqual([]);
  });

  it('passes an area with all its parts and the generated file written from them', () => {
    root = wholeArea();
    expect(areaProblems(root, NONE, {})).toEqual([]);
  });

  it.each(Object.entries(AREA_PARTS).map(([name, part]) => [name, part.path('referrals')]))(
    'fails an area without its %s, naming where it goes',
    (name, path) => {
      root = wholeArea();
      rmSync(join(root, path), { recursive: true });
      const problems = areaProblems(root, NONE, {});
      // Without calls.ts the folder is no area: the generated file and the layers say so.
      if (name === 'contracts') {
        expect([...problems].sort()).toEqual(
          [
            'packages/contracts/src/referrals: neither an area nor a declared shared folder',
            'apps/api/src/modules/referrals: neither an area nor a declared shared folder',
            'apps/web/src/features/referrals: neither an area nor a declared shared folder',
            STALE,
          ].sort(),
        );
      } else {
        expect(problems).toEqual([`referrals: no ${name} (${path})`]);
      }
    },
  );

  it.each([
    [
      'API module with plugin',
      'apps/api/src/modules/referrals/referrals.plugin.ts',
      'referralsPlugin',
    ],
    ['web feature with index', 'apps/web/src/features/referrals/index.ts', 'referralsFeature'],
    ['seed file', 'apps/api/src/seed/referrals.ts', 'seedStep'],
  ] satisfies [PartName, string, string][])(
    'fails a %s without the export its finder takes',
    (_name, path, name) => {
      root = wholeArea();
      writeFileSync(join(root, path), 'export const somethingElse = 1;\n');
      expect(areaProblems(root, NONE, {})).toEqual([`referrals: ${path} exports no ${name}`]);
    },
  );

  it('takes a new contracts folder with calls.ts for an area, and tells all it still lacks', () => {
    root = wholeArea();
    write(root, 'packages/contracts/src/billing/calls.ts', 'export const billingCalls = [];\n');
    expect(areaProblems(root, NONE, {})).toEqual([
      'billing: no domain folder (packages/domain/src/billing)',
      'billing: no contracts index (packages/contracts/src/billing/index.ts)',
      'billing: no API module with plugin (apps/api/src/modules/billing/billing.plugin.ts)',
      'billing: no schema file (apps/api/src/db/schema/billing.ts)',
      'billing: no seed file (apps/api/src/seed/billing.ts)',
      'billing: no web feature with index (apps/web/src/features/billing/index.ts)',
      'billing: no E2E spec (e2e/tests/billing.spec.ts)',
      STALE,
    ]);
  });

  it('fails a generated file the folders no longer give, or none, with the command to run', () => {
    root = wholeArea();
    writeArea(root, 'billing');
    expect(areaProblems(root, NONE, {})).toEqual([STALE]);
    write(root, GENERATED_FILE, areasFileText(root));
    expect(areaProblems(root, NONE, {})).toEqual([]);
    rmSync(join(root, GENERATED_FILE));
    expect(areaProblems(root, NONE, {})).toEqual([
      `${GENERATED_FILE} is missing: run \`npm run areas\``,
    ]);
  });

  it('writes every area into the generated file: its re-exports and its calls', () => {
    root = wholeArea();
    writeArea(root, 'support-cases');
    const text = areasFileText(root);
    expect(text).toContain("export * from './support-cases/index.ts';");
    expect(text).toContain("import { supportCasesCalls } from './support-cases/calls.ts';");
    expect(text).toMatch(
      /ALL_CALLS[^\n]*\n {2}\.\.\.referralsCalls,\n {2}\.\.\.supportCasesCalls,\n\];/,
    );
  });

  it('passes an area without a part it is exempted from, with its reason', () => {
    root = wholeArea();
    rmSync(join(root, 'apps/api/src/seed/referrals.ts'));
    const exemptions = { referrals: { 'seed file': 'no demo data' } };
    expect(areaProblems(root, NONE, exemptions)).toEqual([]);
  });

  it('fails a folder in an area-only layer that is no area and not declared shared', () => {
    root = wholeArea();
    mkdirSync(join(root, 'apps/web/src/features/billing'));
    expect(areaProblems(root, NONE, {})).toEqual([
      'apps/web/src/features/billing: neither an area nor a declared shared folder',
    ]);
    expect(areaProblems(root, { ...NONE, web: ['billing'] }, {})).toEqual([]);
  });
});
