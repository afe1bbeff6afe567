import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { camelCase, contractAreas, generatedFileProblem } from './areas-file.ts';

/**
 * The area check (docs/decisions/0017, 0039). An area is one name in every layer, and its folders
 * are the registry: the API, the web, the seed and the matrix find an area by its files, so this
 * check is what tells that a new area is whole. The areas are the contracts' folders with a
 * calls.ts; each must have every part below, named and exporting as the finders expect.
 */

/** A part of an area: where it lives, and the export its finder takes from it, if any. */
interface Part {
  path: (area: string) => string;
  exports?: (area: string) => string;
}

export const AREA_PARTS = {
  'domain folder': { path: (area) => `packages/domain/src/${area}` },
  contracts: {
    path: (area) => `packages/contracts/src/${area}/calls.ts`,
    exports: (area) => `${camelCase(area)}Calls`,
  },
  'contracts index': { path: (area) => `packages/contracts/src/${area}/index.ts` },
  'API module with plugin': {
    path: (area) => `apps/api/src/modules/${area}/${area}.plugin.ts`,
    exports: (area) => `${camelCase(area)}Plugin`,
  },
  'schema file': { path: (area) => `apps/api/src/db/schema/${area}.ts` },
  'seed file': { path: (area) => `apps/api/src/seed/${area}.ts`, exports: () => 'seedStep' },
  'web feature with index': {
    path: (area) => `apps/web/src/features/${area}/index.ts`,
    exports: (area) => `${camelCase(area)}Feature`,
  },
  'E2E spec': { path: (area) => `e2e/tests/${area}.spec.ts` },
} as const satisfies Record<string, Part>;

export type PartName = keyof typeof AREA_PARTS;

/**
 * Folders beside the areas in the layers where only areas belong, each shared by several areas
 * or by the app as a whole (the reason is the comment).
 */
export const SHARED_FOLDERS: Record<'api' | 'web' | 'contracts', readonly string[]> = {
  api: [],
  contracts: [],
  web: [],
};

/**
 * The parts an area does without, each with its reason (docs/decisions/0017). An exemption is a
 * decision, not a to-do: a part that is only missing yet is a failure of the check.
 */
export const EXEMPTIONS: Readonly<Record<string, Partial<Record<PartName, string>>>> = {
  coverage: {
    'web feature with index':
      'no screen of its own in the spec: its queries and pickers (entities/coverage, service, ' +
      'diagnosis, place, terminal, circle) are composed into the validation and connectivity ' +
      'screens, which a feature could not import',
  },
  connectivity: {
    'seed file': 'no demo data: its tickets are the ones the user enters',
  },
  imports: {
    'web feature with index':
      "the door of the insurer's machines and operators (the CLI, and HTTP with integration " +
      "keys), not a provider's screen; the staff console shows the jobs",
  },
  'provider-admin': {
    'schema file':
      "no table of its own: it acts on the providers', users' and modules' tables; its one " +
      'column, users.blocked_at, lives with the users (docs/decisions/0061)',
    'seed file': 'no rows of its own: the providers and their teams are the seeds of their owners',
    'web feature with index':
      "the console's providers section: its screens are the console's application, never a " +
      "feature of the providers' bundle (docs/decisions/0055)",
    'E2E spec':
      'its journey crosses both applications: e2e/tests/console-providers.spec.ts, beside the ' +
      "console's other journeys",
  },
  queues: {
    'schema file':
      "no table of its own: it reads the areas' own tables, whose indexes serve its predicates " +
      '(docs/decisions/0058)',
    'seed file':
      "no rows of its own: the areas' seeds hold what waits in each queue (profile's seed adds " +
      'the Mis datos changes)',
    'web feature with index':
      "the console's queues: their screens are the console's application, never a feature of " +
      "the providers' bundle (docs/decisions/0055)",
    'E2E spec':
      "its journeys cross both applications and come with the console's screens; the API " +
      'tests drive every queue call on both engines meanwhile',
  },
  staff: {
    'web feature with index':
      "the insurer's staff realm: its screens are the console's, an application of its own " +
      "under /consola (docs/decisions/0055), never a feature of the providers' bundle",
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

/** Whether a module's text exports `name` (a const, function or class of that name). */
const exportsName = (text: string, name: string) =>
  new RegExp(`export (?:const|async function|function|class) ${name}\\b`).test(text);

/**
 * What the repository at `root` lacks for its areas to be whole, one line each: a part an area
 * does not have or that lacks the export its finder takes, a folder in an area-only layer that is
 * neither an area nor a declared shared folder, and a stale generated file (with the command that
 * writes it). Empty when every area is whole.
 */
export function areaProblems(
  root: string,
  shared: typeof SHARED_FOLDERS = SHARED_FOLDERS,
  exemptions: typeof EXEMPTIONS = EXEMPTIONS,
): string[] {
  const areas = contractAreas(root);
  const problems: string[] = [];
  for (const area of areas) {
    for (const [name, part] of Object.entries(AREA_PARTS) as [PartName, Part][]) {
      if (exemptions[area]?.[name] !== undefined) continue;
      const path = part.path(area);
      if (!existsSync(join(root, path))) {
        problems.push(`${area}: no ${name} (${path})`);
      } else if (
        part.exports &&
        !exportsName(readFileSync(join(root, path), 'utf8'), part.exports(area))
      ) {
        problems.push(`${area}: ${path} exports no ${part.exports(area)}`);
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
  const generated = generatedFileProblem(root);
  if (generated) problems.push(generated);
  return problems;
}
