import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M } from '@portal/domain/imports';
import type { Database } from '../../../db/client.ts';
import {
  AFFILIATE_HEADER,
  affiliateLine,
  affiliateState,
  exampleFile,
  importBytes,
} from '../../../../test/imports.ts';
import { openTestDatabase } from '../../../../test/test-app.ts';
import { affiliatesKind } from '../kinds/affiliates.ts';
import { contentKind } from '../kinds/content.ts';
import type { ImportKind } from './kind.ts';

const kind = affiliatesKind as ImportKind<unknown>;
const file = (...lines: string[]) => [AFFILIATE_HEADER, ...lines].join('\n') + '\n';

describe('the import engine refuses bad input whole, with a Spanish report', () => {
  let database: Database;
  let before: Awaited<ReturnType<typeof affiliateState>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    before = await affiliateState(database.db);
  });
  afterAll(() => database.close());

  const refuses = async (content: string | Buffer, options = {}) => {
    const report = await importBytes(database.db, kind, content, options);
    expect(report.applied).toBe(false);
    expect(await affiliateState(database.db)).toEqual(before);
    return report;
  };

  it('a Latin-1 file (Excel\'s "CSV" in es-AR): refused, saying it is not UTF-8', async () => {
    const latin1 = Buffer.from(file(affiliateLine(31000001, { apellido: 'Núñez' })), 'latin1');
    const report = await refuses(latin1);
    expect(report.problems).toEqual([{ line: 0, field: '', message: M.notUtf8 }]);
  });

  it('a missing and an extra column: refused, each named', async () => {
    const header = AFFILIATE_HEADER.replace(';sexo', '') + ';observaciones';
    const report = await refuses(`${header}\n`);
    expect(report.problems).toEqual([
      { line: 1, field: 'sexo', message: M.missingColumn('sexo') },
      { line: 1, field: 'observaciones', message: M.extraColumn('observaciones') },
    ]);
  });

  it('a file of another kind (the plans example as affiliates): refused by its header', async () => {
    const report = await refuses(exampleFile('plans.csv'));
    expect(report.problems).toContainEqual({
      line: 1,
      field: 'contra',
      message: M.missingColumn('contra'),
    });
    expect(report.problems).toContainEqual({
      line: 1,
      field: 'descuentoFarmacia',
      message: M.extraColumn('descuentoFarmacia'),
    });
  });

  it('a duplicate key: both lines refused, each naming the other', async () => {
    const report = await refuses(
      file(affiliateLine(31000001), affiliateLine(31000002), affiliateLine(31000001)),
    );
    expect(report).toMatchObject({ read: 3, refused: 2 });
    expect(report.problems).toEqual([
      { line: 2, field: '', message: M.duplicate(4) },
      { line: 4, field: '', message: M.duplicate(2) },
    ]);
  });

  it('dates in the wrong format, out of range or impossible: line, field and message', async () => {
    const report = await refuses(
      file(
        affiliateLine(31000001, { desde: '2020/01/01' }),
        affiliateLine(31000002, { fechaNacimiento: '1850-01-01' }),
        affiliateLine(31000003, { desde: '31/02/2026' }),
        affiliateLine(31000004, { desde: '2026-01-01', hasta: '2025-01-01' }),
      ),
    );
    expect(report.refused).toBe(4);
    expect(report.problems).toEqual([
      { line: 2, field: 'desde', message: M.date },
      { line: 3, field: 'fechaNacimiento', message: M.dateRange('1900-01-01', '2100-12-31') },
      { line: 4, field: 'desde', message: M.date },
      { line: 5, field: 'hasta', message: M.dateOrder },
    ]);
  });

  it('bad numbers, flags and codes, and a row with a column too few', async () => {
    const report = await refuses(
      file(
        affiliateLine(31000001, { contra: '3100000A' }),
        affiliateLine(31000002, { requiereToken: 'quizás', ambito: 'Z' }),
        affiliateLine(31000003).split(';').slice(1).join(';'),
      ),
    );
    expect(report.problems).toEqual([
      { line: 2, field: 'contra', message: M.integer },
      { line: 3, field: 'ambito', message: M.oneOf(['A', 'I']) },
      { line: 3, field: 'requiereToken', message: M.flag },
      { line: 4, field: '', message: M.fieldCount(16, 17) },
    ]);
  });

  it('an unknown plan code: the row is refused', async () => {
    const report = await refuses(file(affiliateLine(31000001, { plan: '999' })));
    expect(report.problems).toEqual([{ line: 2, field: 'plan', message: M.unknownPlan(999) }]);
  });

  it('a truncated file (cut inside a quoted field): refused as cut', async () => {
    const content =
      file(affiliateLine(31000001)) +
      affiliateLine(31000002).replace(/;Consumidor Final$/, ';"Consumidor');
    const report = await refuses(content);
    expect(report.problems).toEqual([
      { line: expect.any(Number), field: '', message: M.truncated },
    ]);
  });

  it('past maxBytes: refused without reading on', async () => {
    const lines = Array.from({ length: 200 }, (_, i) => affiliateLine(31000001 + i));
    const report = await refuses(file(...lines), { maxBytes: 4096 });
    expect(report.problems).toEqual([{ line: 0, field: '', message: M.tooBig(4096) }]);
  });

  it('an empty file: refused, asking for the header', async () => {
    const report = await refuses('');
    expect(report.problems).toEqual([{ line: 0, field: '', message: M.empty }]);
  });

  it('caps the listed problems and still counts every refused row', async () => {
    const lines = Array.from({ length: 1200 }, (_, i) =>
      affiliateLine(31000001 + i, { estado: '12' }),
    );
    const report = await refuses(file(...lines));
    expect(report.refused).toBe(1200);
    expect(report.problems).toHaveLength(1000);
  });
});

describe('the import engine reads every dialect', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('the documented examples: CSV with ; and NDJSON, the same rows', async () => {
    const csv = await importBytes(database.db, kind, exampleFile('affiliates.csv'));
    expect(csv).toMatchObject({ applied: true, read: 4, refused: 0, new: 1, problems: [] });
    const ndjson = await importBytes(database.db, kind, exampleFile('affiliates.ndjson'), {
      fileName: 'affiliates.ndjson',
    });
    expect(ndjson).toMatchObject({ applied: true, read: 4, new: 0, changed: 0, unchanged: 4 });
  });

  it('a BOM, CRLF and `,` with quoted commas', async () => {
    const header = AFFILIATE_HEADER.replaceAll(';', ',');
    const line = affiliateLine(31500001, { apellido: '"Pérez, de la Torre"' }).replaceAll(';', ',');
    const report = await importBytes(database.db, kind, `\uFEFF${header}\r\n${line}\r\n`);
    expect(report).toMatchObject({ applied: true, read: 1, new: 1, refused: 0 });
  });
});

describe('an NDJSON row without a key reads as an empty CSV cell', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("content rows that leave out the other types' columns import as the full example does", async () => {
    const full = exampleFile('content.ndjson').toString('utf8');
    const lean = full
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const row = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(
          Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)),
        );
      })
      .join('\n');
    const content = contentKind as ImportKind<unknown>;
    const options = { fileName: 'contenido.ndjson', dryRun: true };
    const leanReport = await importBytes(database.db, content, `${lean}\n`, options);
    const fullReport = await importBytes(database.db, content, full, options);
    expect(leanReport.problems).toEqual([]);
    expect(leanReport).toEqual(fullReport);
  });
});
