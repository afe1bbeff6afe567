import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReport } from '@portal/contracts';
import { affiliates } from '../db/schema/affiliates.ts';
import { runCli } from '../../test/cli-run.ts';
import { AFFILIATE_HEADER, affiliateLine } from '../../test/imports.ts';
import { sharedDatabase } from '../../test/shared-database.ts';
import { parseImportArgs } from './import-args.ts';
import { runImportCommand } from './import-main.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('parseImportArgs', () => {
  it('reads the kind, the file and the options; --accept-partial names a reject file', () => {
    expect(
      parseImportArgs(['affiliates', 'p.csv', '--accept-partial', '--date', '1/3/2026']),
    ).toEqual({
      ok: true,
      args: {
        kind: 'affiliates',
        file: 'p.csv',
        full: false,
        dryRun: false,
        acceptPartial: true,
        rejectFile: 'p.csv.rechazos.csv',
        date: '2026-03-01',
        json: false,
      },
    });
  });
  it.each([
    [['socios', 'p.csv'], /Tipo desconocido: socios/],
    [['affiliates'], /Indique el tipo y un archivo/],
    [['affiliates', 'p.csv', '--date', '2026-02-30'], /--date: Fecha inválida/],
    [['affiliates', 'p.csv', '--completo'], /Unknown option/],
  ])('%j is a usage error', (argv, message) => {
    const parsed = parseImportArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

describe('npm run import', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let dir: string;
  beforeAll(async () => {
    shared = await sharedDatabase('portal-import-');
    dir = await mkdtemp(join(tmpdir(), 'portal-import-files-'));
  }, 60_000);
  afterAll(async () => {
    await shared.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const importCli = (...args: string[]) => runCli(runImportCommand, shared.env, ...args);

  it('imports the example register and prints the Spanish report; exit 0', async () => {
    const { code, stdout } = await importCli(
      'affiliates',
      join(repoRoot, 'docs/imports/affiliates.csv'),
    );
    expect(code).toBe(0);
    expect(stdout).toContain('Importación de padrón de afiliados: aplicada');
    expect(stdout).toMatch(/Nuevas: +1\n/);
    const database = await shared.open();
    try {
      const [ana] = await database.db
        .select({ nombre: affiliates.nombre })
        .from(affiliates)
        .where(eq(affiliates.contra, 30000004));
      expect(ana).toEqual({ nombre: 'Ana María' });
    } finally {
      await database.close();
    }
  }, 60_000);

  it('a refused file: exit 1, the problems by line, --json answers the report schema', async () => {
    const path = join(dir, 'malo.csv');
    await writeFile(path, `${AFFILIATE_HEADER}\n${affiliateLine(33000001, { plan: '999' })}\n`);
    const { code, stdout } = await importCli('affiliates', path, '--json');
    expect(code).toBe(1);
    const report = importReport.parse(JSON.parse(stdout));
    expect(report).toMatchObject({ applied: false, refused: 1 });
    expect(report.problems[0]).toMatchObject({ line: 2, field: 'plan' });
  }, 60_000);

  it('--accept-partial writes the reject file next to the input', async () => {
    const path = join(dir, 'parcial.csv');
    await writeFile(
      path,
      [AFFILIATE_HEADER, affiliateLine(33000002), affiliateLine(33000003, { sexo: 'Q' })].join(
        '\n',
      ),
    );
    const { code, stdout } = await importCli('affiliates', path, '--accept-partial');
    expect(code).toBe(0);
    expect(stdout).toContain(`Filas rechazadas en: ${path}.rechazos.csv`);
    expect(await readFile(`${path}.rechazos.csv`, 'utf8')).toContain('33000003');
  }, 60_000);
});
