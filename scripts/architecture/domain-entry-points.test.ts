import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPOSITORY = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DOMAIN = join(REPOSITORY, 'packages/domain/src');
const FOLDERS = readdirSync(DOMAIN, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the domain's entry points", () => {
  it('gives every folder of the domain an index.ts and keeps no file at its root', () => {
    expect(FOLDERS.filter((folder) => !existsSync(join(DOMAIN, folder, 'index.ts')))).toEqual([]);
    expect(readdirSync(DOMAIN).filter((name) => !FOLDERS.includes(name))).toEqual([]);
  });

  it("lets Node (the API runs its .ts as they are) import each area's entry point, never the bare package", () => {
    // Node resolves the package's exports itself, not through Vite, so ask a Node of its own.
    const script = `
      const seen = {};
      for (const folder of ${JSON.stringify(FOLDERS)}) {
        seen[folder] = Object.keys(await import('@portal/domain/' + folder)).length;
      }
      const bare = await import('@portal/domain').then(() => 'resolved', (error) => error.code);
      console.log(JSON.stringify({ seen, bare }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(REPOSITORY, 'apps/api'),
      encoding: 'utf8',
    });
    const { seen, bare } = JSON.parse(output) as { seen: Record<string, number>; bare: string };
    expect(Object.entries(seen).filter(([, exports]) => exports === 0)).toEqual([]);
    expect(Object.keys(seen)).toEqual(FOLDERS);
    expect(bare).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  // One ESLint for every case: loading the repository's config (its plugins and the TypeScript
  // parser) is most of a case's time, seconds on a busy machine.
  const eslint = new ESLint({ cwd: REPOSITORY });
  beforeAll(() => eslint.calculateConfigForFile('scripts/probe.ts'), 60_000);

  it.each([
    'apps/web/src/features/home/probe.tsx',
    'apps/web/src/app/probe.ts',
    'apps/api/src/modules/auth/probe.routes.ts',
    'apps/api/src/plugins/probe.ts',
    'packages/contracts/src/probe.ts',
    'e2e/tests/probe.spec.ts',
    'scripts/probe.ts',
  ])('lint refuses the bare package in %s and says to import the owning area', async (file) => {
    // The rule as the repository's config resolves it for that file, so a later block that
    // replaced it would show here; run alone, without the type-aware rules' slow program.
    const config = (await eslint.calculateConfigForFile(file)) as {
      rules: Linter.RulesRecord;
    };
    const rule = '@typescript-eslint/no-restricted-imports';
    const linted = new Linter().verify(
      [
        "import { MESSAGES } from '@portal/domain';",
        "import { formatDate } from '@portal/domain/format';",
        "export { API_PREFIX } from '@portal/domain';",
      ].join('\n'),
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parser: tseslint.parser },
          plugins: { '@typescript-eslint': tseslint.plugin },
          rules: { [rule]: config.rules[rule]! },
        },
      ],
      { filename: join(REPOSITORY, file) },
    );
    expect(linted.map(({ line, ruleId }) => ({ line, ruleId }))).toEqual([
      { line: 1, ruleId: rule },
      { line: 3, ruleId: rule },
    ]);
    expect(linted[0]?.message).toContain("'@portal/domain/<area>'");
  });
});
