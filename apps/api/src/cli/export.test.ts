import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReport, PLAN_IMPORT_COLUMNS } from '@portal/contracts';
import { runCli } from '../../test/cli-run.ts';
import { sharedDatabase } from '../../test/shared-database.ts';
import { parseExportArgs } from './export-args.ts';
import { runExport } from './export-main.ts';
import { runImportCommand } from './import-main.ts';

describe('parseExportArgs', () => {
  it.each([
    [['plans'], { kind: 'plans', file: undefined, format: 'csv' }],
    [
      ['affiliates', 'padron.ndjson'],
      { kind: 'affiliates', file: 'padron.ndjson', format: 'ndjson' },
    ],
    [
      ['providers', 'p.txt', '--format', 'ndjson'],
      { kind: 'providers', file: 'p.txt', format: 'ndjson' },
    ],
  ])('%j', (argv, args) => {
    expect(parseExportArgs(argv)).toEqual({ ok: true, args });
  });
  it.each([
    [['socios'], /Tipo desconocido: socios/],
    [[], /Indique el tipo/],
    [['plans', '--format', 'xlsx'], /--format: xlsx no es csv ni ndjson/],
  ])('%j is a usage error', (argv, message) => {
    const parsed = parseExportArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

describe('npm run export', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let dir: string;
  beforeAll(async () => {
    shared = await sharedDatabase('portal-export-');
    dir = await mkdtemp(join(tmpdir(), 'portal-export-files-'));
  }, 60_000);
  afterAll(async () => {
    await shared.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const COMMANDS = { export: runExport, import: runImportCommand };
  const cli = (script: keyof typeof COMMANDS, ...args: string[]) =>
    runCli(COMMANDS[script], shared.env, ...args);

  it('the register to a file, then imported as a complete register: nothing new, changed or retired', async () => {
    const file = join(dir, 'padron.csv');
    expect((await cli('export', 'affiliates', file)).code).toBe(0);
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^\uFEFFcontra;middle;inte;/);
    expect(text).toContain('\n30000001;1;1;1;20000001;Pérez;Juan;');

    const imported = await cli('import', 'affiliates', file, '--full', '--json');
    expect(imported.code, imported.stderr).toBe(0);
    expect(importReport.parse(JSON.parse(imported.stdout))).toMatchObject({
      applied: true,
      new: 0,
      changed: 0,
      retired: 0,
      refused: 0,
    });
  }, 120_000);

  it('plans as NDJSON to standard output: one object a line, the file columns as keys', async () => {
    const { code, stdout } = await cli('export', 'plans', '--format', 'ndjson');
    expect(code).toBe(0);
    const rows = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(Object.keys(row)).toEqual(PLAN_IMPORT_COLUMNS);
  }, 60_000);

  it('an unknown kind is a usage error: exit 2', async () => {
    const { code, stderr } = await cli('export', 'socios');
    expect(code).toBe(2);
    expect(stderr).toContain('Tipo desconocido: socios');
  });
});
