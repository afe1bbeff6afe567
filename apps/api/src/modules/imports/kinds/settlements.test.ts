import { describe, expect, it } from 'vitest';
import type {
  SettlementDetailsResponse,
  SettlementListResponse,
  SettlementTotalsResponse,
} from '@portal/contracts';
import { SETTLEMENT_IMPORT_COLUMNS } from '@portal/contracts';
import { IMPORT_MESSAGES, MONEY_IMPORT_MESSAGES as M } from '@portal/domain/imports';
import { exampleFile, importBytes } from '../../../../test/imports.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';
import type { ImportKind, RowProblem } from '../engine/kind.ts';
import { settlementsKind } from './settlements.ts';
import { importRows, moneyDigest, settlementRows, type Cells } from './money-test-kit.ts';

const kind = settlementsKind as ImportKind<unknown>;
type Change = (row: Cells, index: number) => Cells;

describe('importing settlements with their lines', () => {
  const ctx = twoProviderApp();
  const get = (
    path: string,
    query: Record<string, string>,
    headers = ctx.demo,
    provider = 100001,
  ) =>
    ctx.t.inject({
      method: 'GET',
      url: `/pre/v1/liquidaciones/${provider}${path}`,
      query,
      headers,
    });
  const load = (rows: readonly Cells[], options = {}) =>
    importRows(ctx.t.db, kind, SETTLEMENT_IMPORT_COLUMNS, rows, options);

  it('the example: the provider sees the settlement, its lines and totals at once; again: 0 changed', async () => {
    const first = await importBytes(ctx.t.db, kind, exampleFile('settlements.csv'));
    expect(first).toMatchObject({ applied: true, read: 7, new: 7, changed: 0, refused: 0 });

    const list = await get('', {
      periodoDesde: '202601',
      periodoHasta: '202601',
      expediente: '1900001',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<SettlementListResponse>().filas).toEqual([
      {
        expediente: 1900001,
        periodo: '202601',
        fechaLiquidacion: '05/02/2026',
        estado: 'Liquidada',
        brutoCentavos: 5_902_141,
        debitosCentavos: 682_415,
        copagoCentavos: 150_050,
        netoCentavos: 5_069_676,
      },
    ]);
    const details = await get('/expe-detalles', { expediente: '1900001', orden: 'importe' });
    expect(
      details
        .json<SettlementDetailsResponse>()
        .filas.map((line) => [
          line.afiliado.nombre,
          line.prestacion.codigo,
          line.importeCentavos,
          line.cantidad,
        ]),
    ).toEqual([
      ['Julieta González', '660475', 1_240_066, 2],
      ['Juan Pérez', '420101', 1_250_000, 1],
      ['Carlos Medina', '180104', 3_412_075, 1],
    ]);
    const totals = await get('/expe-totales', { expediente: '1900001' });
    expect(totals.json<SettlementTotalsResponse>()).toMatchObject({
      netoCentavos: 5_069_676,
      prestaciones: 3,
      debitos: 1,
      errores: 1,
      erroresCentavos: 1_830_050,
    });
    // interior@'s settlement is interior@'s: demo@ does not see it.
    const mine = await get('', {
      periodoDesde: '202601',
      periodoHasta: '202601',
      expediente: '1900002',
    });
    expect(mine.json<SettlementListResponse>().filas).toEqual([]);
    const theirs = await get(
      '',
      { periodoDesde: '202601', periodoHasta: '202601', expediente: '1900002' },
      ctx.interior,
      200001,
    );
    expect(theirs.json<SettlementListResponse>().filas[0]).toMatchObject({
      estado: 'En proceso',
      netoCentavos: 1_250_000,
    });

    const before = await moneyDigest(ctx.t.db);
    const again = await importBytes(ctx.t.db, kind, exampleFile('settlements.csv'));
    expect(again).toMatchObject({ applied: true, new: 0, changed: 0, unchanged: 7, retired: 0 });
    const asNdjson = await importBytes(ctx.t.db, kind, exampleFile('settlements.ndjson'), {
      fileName: 'settlements.ndjson',
    });
    expect(asNdjson).toMatchObject({ applied: true, new: 0, changed: 0, unchanged: 7 });
    expect(await moneyDigest(ctx.t.db)).toBe(before);
  });

  it('a corrected settlement replaces its lines; the provider reads the new figures', async () => {
    const rows = settlementRows().map((row) =>
      row.expediente === '1900001'
        ? {
            ...row,
            estado: 'Pagada',
            bruto: '59021,42',
            neto: '50696,77',
            ...(row.tabla === 'detalles' && row.renglon === '1' ? { importe: '12500,01' } : {}),
          }
        : row,
    );
    const report = await load(rows);
    expect(report).toMatchObject({ applied: true, new: 0, changed: 6, unchanged: 1 });
    const list = await get('', {
      periodoDesde: '202601',
      periodoHasta: '202601',
      expediente: '1900001',
    });
    expect(list.json<SettlementListResponse>().filas[0]).toMatchObject({
      estado: 'Pagada',
      brutoCentavos: 5_902_142,
      netoCentavos: 5_069_677,
    });
    const details = await get('/expe-detalles', { expediente: '1900001', orden: 'importe' });
    expect(
      details.json<SettlementDetailsResponse>().filas.map((line) => line.importeCentavos),
    ).toEqual([1_240_066, 1_250_001, 3_412_075]);
    expect(await load(rows)).toMatchObject({ new: 0, changed: 0, unchanged: 7 });
  });

  it('--dry-run counts and applies nothing', async () => {
    const before = await moneyDigest(ctx.t.db);
    const rows = settlementRows().map((row) => ({
      ...row,
      expediente: String(Number(row.expediente) + 100),
    }));
    const report = await load(rows, { dryRun: true });
    expect(report).toMatchObject({ applied: false, dryRun: true, new: 7, refused: 0 });
    expect(await moneyDigest(ctx.t.db)).toBe(before);
  });

  const first = (change: Cells) => (row: Cells, index: number) =>
    index === 0 ? { ...row, ...change } : row;
  const all1900001 = (change: Cells) => (row: Cells) =>
    row.expediente === '1900001' ? { ...row, ...change } : row;

  it.each([
    [
      'lines that do not add up to the gross',
      first({ importe: '12400,00' }),
      [{ line: 2, field: 'bruto', message: M.gross(5_902_141, 5_892_141) }],
    ],
    [
      'net ≠ gross − debits − copago',
      all1900001({ neto: '50696,00' }),
      [{ line: 2, field: 'neto', message: M.settlementNet(5_069_600, 5_069_676) }],
    ],
    [
      'debits that do not add up',
      all1900001({ debitos: '6824,16', neto: '50696,75' }),
      [{ line: 2, field: 'debitos', message: M.debits(682_416, 682_415) }],
    ],
    [
      'negative money',
      first({ importe: '-12500,00' }),
      [{ line: 2, field: 'importe', message: IMPORT_MESSAGES.money }],
    ],
    [
      'non-integer money (three decimals)',
      first({ importe: '12,345' }),
      [{ line: 2, field: 'importe', message: IMPORT_MESSAGES.money }],
    ],
    [
      'an unknown provider',
      all1900001({ prestador: '999999', expediente: '1900555' }),
      [{ line: 2, field: 'prestador', message: M.unknownProvider(999999) }],
    ],
    [
      'an affiliate not in the register',
      first({ contra: '39999999' }),
      [{ line: 2, field: 'contra', message: M.unknownAffiliate('39999999-1-1') }],
    ],
    [
      'an expediente of another provider',
      (row: Cells) => (row.expediente === '1900002' ? { ...row, expediente: '1100001' } : row),
      [{ line: 8, field: 'expediente', message: M.otherProvider('El expediente 1100001', 100001) }],
    ],
    [
      'a line whose settlement columns disagree',
      (row: Cells, index: number) => (index === 2 ? { ...row, estado: 'Pagada' } : row),
      [{ line: 4, field: 'estado', message: M.headerMismatch('de la liquidación', 2) }],
    ],
    [
      'a reason on a line that has none',
      (row: Cells, index: number) => (index === 0 ? { ...row, motivo: 'x' } : row),
      [{ line: 2, field: 'motivo', message: M.onlyIn('detalles') }],
    ],
    [
      'a duplicate key',
      (row: Cells, index: number) => (index === 1 ? { ...row, renglon: '1' } : row),
      [
        { line: 2, field: '', message: IMPORT_MESSAGES.duplicate(3) },
        { line: 3, field: '', message: IMPORT_MESSAGES.duplicate(2) },
      ],
    ],
  ] satisfies [string, Change, RowProblem[]][])(
    'refuses the whole file: %s',
    async (_name, change, problems) => {
      const before = await moneyDigest(ctx.t.db);
      const report = await load(settlementRows().map(change));
      expect(report.applied).toBe(false);
      expect(report.problems).toEqual(problems);
      expect(await moneyDigest(ctx.t.db)).toBe(before);
    },
  );

  it('refuses a missing column, --full and --accept-partial, reading nothing', async () => {
    const header = SETTLEMENT_IMPORT_COLUMNS.filter((column) => column !== 'motivo');
    const missing = await importRows(ctx.t.db, kind, header, settlementRows());
    expect(missing).toMatchObject({
      applied: false,
      problems: [{ line: 1, field: 'motivo', message: IMPORT_MESSAGES.missingColumn('motivo') }],
    });
    const full = await importBytes(ctx.t.db, kind, exampleFile('settlements.csv'), { full: true });
    expect(full).toMatchObject({
      applied: false,
      problems: [{ line: 0, field: '', message: M.notFull }],
    });
    const partial = await importBytes(ctx.t.db, kind, exampleFile('settlements.csv'), {
      acceptPartial: true,
    });
    expect(partial).toMatchObject({
      applied: false,
      problems: [{ line: 0, field: '', message: M.notPartial }],
    });
  });
});
