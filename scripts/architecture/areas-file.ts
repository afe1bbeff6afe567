import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The one file the areas' folders cannot stand in for (docs/decisions/0039): the contracts'
 * list of every call and their re-exports, used as they are by the API on plain Node and by the
 * web in the browser, where no folder can be scanned. It is written from the folders by
 * AREAS_COMMAND and never by hand; the area check fails while it differs from what they give.
 */
export const GENERATED_FILE = 'packages/contracts/src/areas.generated.ts';
export const AREAS_COMMAND = 'npm run areas';

const CONTRACTS = 'packages/contracts/src';

export const camelCase = (area: string) =>
  area.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

/** The areas: each folder of the contracts with a calls.ts, by name. */
export function contractAreas(root: string): string[] {
  const path = join(root, CONTRACTS);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(path, entry.name, 'calls.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The generated file's text for the areas found under `root`. */
export function areasFileText(root: string): string {
  const areas = contractAreas(root);
  const lines = [
    `// Written by \`${AREAS_COMMAND}\` from the folders ${CONTRACTS}/<area>/calls.ts: do not edit.`,
    "import type { CallDefinition } from './call.ts';",
    ...areas.map((area) => `import { ${camelCase(area)}Calls } from './${area}/calls.ts';`),
    '',
    ...areas.map((area) => `export * from './${area}/index.ts';`),
    '',
    '/**',
    ' * Every /pre call of the portal, area by area: the API registers them, the OpenAPI document',
    ' * lists them, the security suites try each, and the web tests check their mocks against them.',
    ' */',
    'export const ALL_CALLS: readonly CallDefinition[] = [',
    ...areas.map((area) => `  ...${camelCase(area)}Calls,`),
    '];',
    '',
  ];
  return lines.join('\n');
}

/** What is wrong with the generated file on disk, or null when it is the folders' own. */
export function generatedFileProblem(root: string): string | null {
  const path = join(root, GENERATED_FILE);
  const onDisk = existsSync(path) ? readFileSync(path, 'utf8') : null;
  if (onDisk === areasFileText(root)) return null;
  return `${GENERATED_FILE} is ${onDisk === null ? 'missing' : 'stale'}: run \`${AREAS_COMMAND}\``;
}
