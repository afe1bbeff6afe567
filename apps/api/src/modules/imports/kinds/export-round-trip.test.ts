import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS, type ImportKindName } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { exampleFile, importBytes } from '../../../../test/imports.ts';
import { openTestDatabase } from '../../../../test/test-app.ts';
import { exportStream, type ExportFormat } from '../engine/export-file.ts';
import type { ImportKind } from '../engine/kind.ts';
import { sqlCount } from '../engine/sql-rows.ts';
import { IMPORT_KINDS_REGISTRY } from './index.ts';

const kindOf = (name: ImportKindName) => IMPORT_KINDS_REGISTRY[name] as ImportKind<unknown>;

/** What goes in comes out: the demo seed exported, then imported, changes nothing. */
describe('export of every kind', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  const exported = async (name: ImportKindName, format: ExportFormat) => {
    const kind = kindOf(name);
    // Bytes, not text(): a decoder would swallow the BOM the test looks for.
    const bytes = await buffer(exportStream(kind, kind.exportRows!(database.db), format));
    return bytes.toString('utf8');
  };

  /** NDJSON is one row a line; a CSV cell may span lines (a page's body). */
  const rowsOf = async (name: ImportKindName) =>
    (await exported(name, 'ndjson')).split('\n').filter(Boolean).length;

  describe.each(['csv', 'ndjson'] as const)('%s', (format) => {
    // Every kind of the contract: one that cannot export fails here.
    it.each(IMPORT_KINDS)(
      '%s: the seed exported imports as 0 new, 0 changed, 0 retired',
      async (name) => {
        expect(typeof kindOf(name).exportRows, `${name} has no export`).toBe('function');
        const file = await exported(name, format);
        const rows = await rowsOf(name);
        expect(rows).toBeGreaterThan(0);
        const report = await importBytes(database.db, kindOf(name), file, {
          fileName: `export.${format}`,
        });
        expect(report.problems).toEqual([]);
        expect(report).toMatchObject({ applied: true, new: 0, changed: 0, retired: 0, refused: 0 });
        expect(report.read).toBe(rows);
        expect(report.unchanged).toBe(report.read);
      },
      60_000,
    );
  });

  it('the register exported is every affiliate, in key order; as --full it retires nobody', async () => {
    const file = await exported('affiliates', 'csv');
    const lines = file.split('\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFF' + kindOf('affiliates').columns.join(';'));
    expect(lines.length - 1).toBe(
      await sqlCount(database.db, sql`select count(*) as n from affiliates`),
    );
    expect(lines.length - 1).toBeGreaterThan(1_000); // more than one page of the keyset
    const numbers = lines.slice(1).map((line) => line.split(';').slice(0, 3).map(Number));
    const sorted = [...numbers].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!);
    expect(numbers).toEqual(sorted);
    expect(lines).toContain(
      '30000001;1;1;1;20000001;Pérez;Juan;;;310;A;1;Activo;2020-01-01;;N;Consumidor Final',
    );

    const report = await importBytes(database.db, kindOf('affiliates'), file, { full: true });
    expect(report).toMatchObject({ applied: true, new: 0, changed: 0, retired: 0, refused: 0 });
  });

  it('what an import wrote comes out as the file wrote it: money with its comma, quotes kept', async () => {
    await importBytes(
      database.db,
      kindOf('plans'),
      `${exampleFile('plans.csv').toString('utf8')}730;1;Plan 730 sin coberturas;0;;;;0\n`,
    );
    await importBytes(
      database.db,
      kindOf('affiliates'),
      exampleFile('affiliates.csv')
        .toString('utf8')
        .replace('"Responsable Inscripto"', '"Dice ""sí""; ok"'),
    );
    const plansFile = await exported('plans', 'csv');
    expect(plansFile).toContain('\n310;1;Plan 310;40;180106;NC;N;1500,50\n');
    expect(plansFile).toContain('\n720;1;Plan 720 Joven;30;420101;AP;N;2500,00\n');
    expect(plansFile).toContain('\n730;1;Plan 730 sin coberturas;0;;;;0,00\n');
    const register = await exported('affiliates', 'ndjson');
    const medina = register
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>)
      .find((row) => row.contra === '30000003');
    expect(medina).toMatchObject({ condicionImpuestos: 'Dice "sí"; ok', requiereToken: 'S' });
    expect(
      (await exported('affiliates', 'csv')).split('\n').find((l) => l.startsWith('30000003;')),
    ).toMatch(/;"Dice ""sí""; ok"$/);
  });
});
