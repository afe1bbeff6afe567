import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportKindName } from '@portal/contracts';
import type { Database } from '../../../db/client.ts';
import { importBytes } from '../../../../test/imports.ts';
import { openTestDatabase } from '../../../../test/test-app.ts';
import { exportStream } from '../engine/export-file.ts';
import type { ExportRow, ImportKind } from '../engine/kind.ts';
import { sqlCount } from '../engine/sql-rows.ts';
import { IMPORT_KINDS_REGISTRY } from './index.ts';
import { exportSettlements } from './settlements-export.ts';

const kindOf = (name: ImportKindName) => IMPORT_KINDS_REGISTRY[name] as ImportKind<unknown>;

/** What the settlements, payments and content exports write: every line, every invoice, every type. */
describe('export of the money and content kinds', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  const rowsOf = async (name: ImportKindName) => {
    const kind = kindOf(name);
    const bytes = await buffer(exportStream(kind, kind.exportRows!(database.db), 'ndjson'));
    return bytes
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>);
  };
  const count = (table: string) =>
    sqlCount(database.db, sql`select count(*) as n from ${sql.raw(table)}`);

  it('settlements: every line of the four tables, each table numbered from 1, the money with its comma', async () => {
    const rows = await rowsOf('settlements');
    const lines = await Promise.all(
      ['settlement_lines', 'settlement_debits', 'settlement_copays', 'settlement_errors'].map(
        count,
      ),
    );
    expect(rows.length).toBe(lines.reduce((a, b) => a + b, 0));
    const tablas = ['detalles', 'debitos', 'copago', 'errores'];
    expect(new Set(rows.map((row) => row.tabla))).toEqual(new Set(tablas));
    // In key order: expediente, then the tables in the file's order, then renglon 1, 2, …
    let previous = { expediente: 0, tabla: -1, renglon: 0 };
    for (const row of rows) {
      const key = {
        expediente: Number(row.expediente),
        tabla: tablas.indexOf(row.tabla!),
        renglon: Number(row.renglon),
      };
      const sameTable = key.expediente === previous.expediente && key.tabla === previous.tabla;
      expect(key.renglon, JSON.stringify(row)).toBe(sameTable ? previous.renglon + 1 : 1);
      const after =
        key.expediente > previous.expediente ||
        (key.expediente === previous.expediente && key.tabla >= previous.tabla);
      expect(after, JSON.stringify(row)).toBe(true);
      previous = key;
    }
    const debit = rows.find((row) => row.tabla === 'debitos')!;
    expect(debit).toMatchObject({
      tipoPrestacion: '',
      cantidad: '',
      motivoCodigo: expect.stringMatching(/^\S+$/),
    });
    expect(debit.importe).toMatch(/^\d+,\d{2}$/);
    expect(rows.find((row) => row.tabla === 'detalles')).toMatchObject({
      motivo: '',
      cantidad: expect.stringMatching(/^\d+$/),
    });
  });

  it('settlements read by small pages write the same file; a settlement without lines has no row', async () => {
    // Between two demo settlements, 120 without lines: pages of 50 start, end and lie within them.
    await database.db.execute(sql`insert into settlements (provider_id, expediente, period,
        settled_on, state, gross_cents, debits_cents, copay_cents, net_cents)
      select 100001, n, 202401, '2024-02-05', 'Liquidada', 0, 0, 0, 0
      from generate_series(1150000, 1150119) as n`);
    const all = async (limit?: number) => {
      const rows: ExportRow[] = [];
      for await (const row of exportSettlements(database.db, limit)) rows.push(row);
      return rows;
    };
    const whole = await all();
    expect(await all(50)).toEqual(whole);
    expect(whole.filter((row) => row.expediente!.startsWith('1150'))).toEqual([]);
    await database.db.execute(
      sql`delete from settlements where expediente between 1150000 and 1150119`,
    );
  });

  it('payments: one row per invoice paid, with its payment; unpaid invoices are not in the file', async () => {
    const rows = await rowsOf('payments');
    expect(rows.length).toBe(
      await sqlCount(
        database.db,
        sql`select count(*) as n from invoices where payment_id is not null`,
      ),
    );
    expect(rows.length).toBeLessThan(await count('invoices'));
    const [row] = rows;
    expect(row).toMatchObject({
      ordenPago: expect.stringMatching(/^OP-/),
      periodo: expect.stringMatching(/^\d{6}$/),
      bruto: expect.stringMatching(/^\d+,\d{2}$/),
    });
  });

  it('content: every type; a withdrawn row is not exported, and the export imported as --full withdraws nothing more', async () => {
    // The seed's news are sections of the Novedades page: two news items come in by a file.
    const newsItem = (clave: string) =>
      JSON.stringify({
        ...Object.fromEntries(kindOf('content').columns.map((column) => [column, ''])),
        tipo: 'novedad',
        clave,
        titulo: `Novedad ${clave}`,
        fecha: '2026-03-02',
        cuerpo: 'Uno.\n\nDos.',
      });
    const added = await importBytes(
      database.db,
      kindOf('content'),
      [newsItem('primera'), newsItem('segunda')].join('\n'),
      {
        fileName: 'news.ndjson',
      },
    );
    expect(added).toMatchObject({ applied: true, new: 2, problems: [] });
    const before = await rowsOf('content');
    expect(new Set(before.map((row) => row.tipo))).toEqual(
      new Set(['pagina', 'sucursal', 'novedad', 'revista', 'guia']),
    );
    const news = before.filter((row) => row.tipo === 'novedad');
    expect(news).toMatchObject([
      { clave: 'primera', cuerpo: 'Uno.\n\nDos.' },
      { clave: 'segunda' },
    ]);
    const kept = before.filter((row) => row !== news[0]);

    // A --full file without the first news item withdraws it.
    const ndjson = kept.map((row) => JSON.stringify(row)).join('\n');
    const full = await importBytes(database.db, kindOf('content'), ndjson, {
      full: true,
      fileName: 'content.ndjson',
    });
    expect(full).toMatchObject({ applied: true, retired: 1, new: 0, changed: 0 });

    const after = await rowsOf('content');
    expect(after).toEqual(kept);
    const again = await importBytes(
      database.db,
      kindOf('content'),
      after.map((row) => JSON.stringify(row)).join('\n'),
      { full: true, fileName: 'content.ndjson' },
    );
    expect(again).toMatchObject({ applied: true, new: 0, changed: 0, retired: 0 });
    expect(
      await sqlCount(
        database.db,
        sql`select count(*) as n from content_news where clave = ${news[0]!.clave} and retirada is not null`,
      ),
    ).toBe(1);
  });
});
