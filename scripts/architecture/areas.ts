import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The portal's areas (docs/decisions/0017). An area is one unit in every layer, with one name;
 * adding one adds its parts below and its name here, and this check tells what is still missing.
 */
export const AREAS = [
  'auth',
  'session',
  'affiliates',
  'coverage',
  'connectivity',
  'support-cases',
  'censuses',
  'authorizations',
  'settlements',
  'payments',
  'profile',
  'ratings',
  'guides',
  'user-management',
  'directory',
  'content',
  'medical-attention',
  'prescriptions',
  'home',
] as const;

/**
 * Folders beside the areas in the layers where only areas belong, each shared by several areas
 * or by the app as a whole (the reason is the comment).
 */
export const SHARED_FOLDERS: Record<'api' | 'web' | 'contracts', readonly string[]> = {
  api: [],
  contracts: [],
  web: [],
};

/** The part of an area, where it lives relative to the repository root. */
export const AREA_PARTS = {
  'domain folder': (area: string) => `packages/domain/src/${area}`,
  contracts: (area: string) => `packages/contracts/src/${area}/calls.ts`,
  'API module with plugin': (area: string) => `apps/api/src/modules/${area}/${area}.plugin.ts`,
  'schema file': (area: string) => `apps/api/src/db/schema/${area}.ts`,
  'seed file': (area: string) => `apps/api/src/seed/${area}.ts`,
  'web feature with index': (area: string) => `apps/web/src/features/${area}/index.ts`,
  'E2E spec': (area: string) => `e2e/tests/${area}.spec.ts`,
} as const;

type Part = keyof typeof AREA_PARTS;

/** The lists that register every area's part: each must name the part of every area. */
export const AREA_LISTS: Record<
  string,
  { part: Part; file: string; mentions: (area: string) => string }
> = {
  'the API module list': {
    part: 'API module with plugin',
    file: 'apps/api/src/areas.ts',
    mentions: (area) => `./modules/${area}/${area}.plugin.ts`,
  },
  'the web feature list': {
    part: 'web feature with index',
    file: 'apps/web/src/app/features.ts',
    mentions: (area) => `@/features/${area}`,
  },
  'the contracts call list': {
    part: 'contracts',
    file: 'packages/contracts/src/calls.ts',
    mentions: (area) => `./${area}/calls.ts`,
  },
  'the seed runner': {
    part: 'seed file',
    file: 'apps/api/src/seed/seed.ts',
    mentions: (area) => `./${area}.ts`,
  },
  'the schema index': {
    part: 'schema file',
    file: 'apps/api/src/db/schema/index.ts',
    mentions: (area) => `./${area}.ts`,
  },
};

/**
 * The parts an area does without, each with its reason (docs/decisions/0017). An exemption is a
 * decision, not a to-do: a part that is only missing yet is a failure of the check.
 */
export const EXEMPTIONS: Readonly<Record<string, Partial<Record<Part, string>>>> = {
  coverage: {
    'web feature with index':
      'no screen of its own in the spec: its queries and pickers (entities/coverage, service, ' +
      'diagnosis, place, terminal, circle) are composed into the validation and connectivity ' +
      'screens, which a feature could not import',
  },
  connectivity: {
    'seed file': 'no demo data: its tickets are the ones the user enters',
  },
};

const LAYERS = {
  api: 'apps/api/src/modules',
  web: 'apps/web/src/features',
  contracts: 'packages/contracts/src',
} as const;

function folders(path: string): string[] {
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * What the repository at `root` lacks for `areas` to be whole, one line each: a part an area
 * does not have, a list that does not register it, or a folder in an area-only layer that is
 * neither an area nor a declared shared folder. Empty when every area is whole.
 */
export function areaProblems(
  root: string,
  areas: readonly string[] = AREAS,
  shared: typeof SHARED_FOLDERS = SHARED_FOLDERS,
  exemptions: typeof EXEMPTIONS = EXEMPTIONS,
): string[] {
  const problems: string[] = [];
  for (const area of areas) {
    const exempt = (part: Part) => exemptions[area]?.[part] !== undefined;
    for (const [part, where] of Object.entries(AREA_PARTS) as [Part, (area: string) => string][]) {
      if (!exempt(part) && !existsSync(join(root, where(area)))) {
        problems.push(`${area}: no ${part} (${where(area)})`);
      }
    }
    for (const [name, list] of Object.entries(AREA_LISTS)) {
      if (exempt(list.part)) continue;
      const path = join(root, list.file);
      const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
      if (!text.includes(`'${list.mentions(area)}'`)) {
        problems.push(`${area}: not in ${name} (${list.file})`);
      }
    }
  }
  for (const [layer, path] of Object.entries(LAYERS) as [keyof typeof LAYERS, string][]) {
    for (const folder of folders(join(root, path))) {
      if (!areas.includes(folder) && !shared[layer].includes(folder)) {
        problems.push(`${path}/${folder}: neither an area nor a declared shared folder`);
      }
    }
  }
  return problems;
}
