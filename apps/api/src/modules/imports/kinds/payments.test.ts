import { describe, expect, it } from 'vitest';
import type { PaymentDetailResponse, PaymentsResponse } from '@portal/contracts';
import { PAYMENT_IMPORT_COLUMNS } from '@portal/contracts';
import { IMPORT_MESSAGES, MONEY_IMPORT_MESSAGES as M } from '@portal/domain/imports';
import { exampleFile, importBytes } from '../../../../test/imports.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';
import type { ImportKind, RowProblem } from '../engine/kind.ts';
import { paymentsKind } from './payments.ts';
import { importRows, moneyDigest, paymentRows, type Cells } from './money-test-kit.ts';

const kind = paymentsKind as ImportKind<unknown>;
type Change = (row: Cells, index: number) => Cells;

describe('importing payments with their withholdings and the invoices they paid', () => {
  const ctx = twoProviderApp();
  const load = (rows: readonly Cells[], options = {}) =>
    importRows(ctx.t.db, kind, PAYMENT_IMPORT_COLUMNS, rows, options);
  const paymentsOf = async (headers = ctx.demo, code = 100001, cuit = '27234567891') => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: `/pre/v1/prestadores/${code}/cuit/${cuit}/pagos`,
      query: { desde: '20260201', hasta: '20260228' },
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PaymentsResponse>().pagos;
  };
  const detail = async (id: number) => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: `/pre/v1/prestadores/100001/pagos/${id}`,
      headers: ctx.demo,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PaymentDetailResponse>();
  };

  it('the example: the provider sees the payment, its withholdings and invoices at once; again: 0 changed', async () => {
    const first = await importBytes(ctx.t.db, kind, exampleFile('payments.csv'));
    expect(first).toMatchObject({ applied: true, read: 3, new: 3, changed: 0, refused: 0 });

    const imported = (await paymentsOf()).find((pago) => pago.ordenPago === 'OP-100001-900001');
    expect(imported).toMatchObject({
      fecha: '16/02/2026',
      medio: 'transferencia',
      bruto: 24_500_050,
      retenciones: { iibb: 612_501, ganancias: 490_001, iva: 245_001 },
      neto: 23_152_547,
    });
    const { lineas } = await detail(imported!.id);
    expect(lineas.map((linea) => [linea.comprobante, linea.importe])).toEqual([
      [expect.stringContaining('0009-00000001'), 15_000_000],
      [expect.stringContaining('0009-00000002'), 9_500_050],
    ]);
    const interior = await paymentsOf(ctx.interior, 200001, '30712345671');
    expect(interior.find((pago) => pago.ordenPago === 'OP-200001-900001')).toMatchObject({
      medio: 'cheque',
      neto: 48_750_000,
    });

    const before = await moneyDigest(ctx.t.db);
    const again = await importBytes(ctx.t.db, kind, exampleFile('payments.csv'));
    expect(again).toMatchObject({ applied: true, new: 0, changed: 0, unchanged: 3 });
    const asNdjson = await importBytes(ctx.t.db, kind, exampleFile('payments.ndjson'), {
      fileName: 'payments.ndjson',
    });
    expect(asNdjson).toMatchObject({ applied: true, new: 0, changed: 0, unchanged: 3 });
    expect(await moneyDigest(ctx.t.db)).toBe(before);
  });

  it('a payment that no longer lists an invoice releases it; the gross stays the sum of its invoices', async () => {
    const rows = paymentRows()
      .filter((row) => !(row.ordenPago === 'OP-100001-900001' && row.numero === '2'))
      .map((row) =>
        row.ordenPago === 'OP-100001-900001'
          ? {
              ...row,
              bruto: '150000,00',
              iibb: '3750,00',
              ganancias: '3000,00',
              iva: '1500,00',
              neto: '141750,00',
            }
          : row,
      );
    expect(await load(rows)).toMatchObject({ applied: true, new: 0, changed: 1, unchanged: 1 });
    const imported = (await paymentsOf()).find((pago) => pago.ordenPago === 'OP-100001-900001');
    expect(imported).toMatchObject({ bruto: 15_000_000, neto: 14_175_000 });
    expect((await detail(imported!.id)).lineas).toHaveLength(1);
    expect(await load(rows)).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
  });

  it('--dry-run counts and applies nothing', async () => {
    const before = await moneyDigest(ctx.t.db);
    const rows = paymentRows().map((row) => ({
      ...row,
      ordenPago: `${row.ordenPago}-B`,
      numero: String(Number(row.numero) + 10),
    }));
    expect(await load(rows, { dryRun: true })).toMatchObject({
      applied: false,
      dryRun: true,
      new: 3,
    });
    expect(await moneyDigest(ctx.t.db)).toBe(before);
  });

  const first: (change: Cells) => Change = (change) => (row, index) =>
    index === 0 ? { ...row, ...change } : row;
  const payment: (change: Cells) => Change = (change) => (row) =>
    row.ordenPago === 'OP-100001-900001' ? { ...row, ...change } : row;

  it.each([
    [
      'invoices that do not add up to the gross',
      first({ importe: '150000,01' }),
      [{ line: 2, field: 'bruto', message: M.paymentGross(24_500_050, 24_500_051) }],
    ],
    [
      'net ≠ gross − withholdings',
      payment({ neto: '231525,48' }),
      [{ line: 2, field: 'neto', message: M.paymentNet(23_152_548, 23_152_547) }],
    ],
    [
      'withholdings above the gross',
      payment({ iibb: '245000,50', neto: '0' }),
      [{ line: 2, field: 'iibb', message: M.overWithheld }],
    ],
    [
      'negative money',
      first({ iva: '-2450,01' }),
      [{ line: 2, field: 'iva', message: IMPORT_MESSAGES.money }],
    ],
    [
      'non-integer money (three decimals)',
      first({ importe: '12,345' }),
      [{ line: 2, field: 'importe', message: IMPORT_MESSAGES.money }],
    ],
    [
      'an unknown provider',
      payment({ prestador: '999999', ordenPago: 'OP-X' }),
      [
        { line: 2, field: 'lugar', message: M.unknownPlace(1001, 999999) },
        { line: 2, field: 'prestador', message: M.unknownProvider(999999) },
        { line: 3, field: 'lugar', message: M.unknownPlace(1002, 999999) },
      ],
    ],
    [
      'a place of another provider',
      first({ lugar: '2001' }),
      [{ line: 2, field: 'lugar', message: M.unknownPlace(2001, 100001) }],
    ],
    [
      'a wrong CUIT check digit',
      payment({ cuit: '27234567892' }),
      [
        { line: 2, field: 'cuit', message: IMPORT_MESSAGES.cuit },
        { line: 3, field: 'cuit', message: IMPORT_MESSAGES.cuit },
      ],
    ],
    [
      'a row whose payment columns disagree',
      (row, index) => (index === 1 ? { ...row, medio: 'cheque' } : row),
      [{ line: 3, field: 'medio', message: M.headerMismatch('del pago', 2) }],
    ],
    [
      'an invoice another payment paid',
      (row, index) =>
        index === 2
          ? {
              ...row,
              ordenPago: 'OP-100001-202512',
              prestador: '100001',
              cuit: '27234567891',
              lugar: '1001',
              facturaTipo: 'C',
              puntoVenta: '1',
              numero: '1',
            }
          : row,
      [
        {
          line: 4,
          field: 'numero',
          message: M.paidByOther('OP-100001-202401'),
        },
      ],
    ],
    [
      'a duplicate key',
      (row, index) => (index === 1 ? { ...row, numero: '1' } : row),
      [
        { line: 2, field: '', message: IMPORT_MESSAGES.duplicate(3) },
        { line: 3, field: '', message: IMPORT_MESSAGES.duplicate(2) },
      ],
    ],
  ] satisfies [string, Change, RowProblem[]][])(
    'refuses the whole file: %s',
    async (_name, change, problems) => {
      const before = await moneyDigest(ctx.t.db);
      const report = await load(paymentRows().map(change));
      expect(report.applied).toBe(false);
      expect(report.problems).toEqual(problems);
      expect(await moneyDigest(ctx.t.db)).toBe(before);
    },
  );

  it('refuses a missing column, --full and --accept-partial', async () => {
    const header = PAYMENT_IMPORT_COLUMNS.filter((column) => column !== 'iva');
    expect(await importRows(ctx.t.db, kind, header, paymentRows())).toMatchObject({
      applied: false,
      problems: [{ line: 1, field: 'iva', message: IMPORT_MESSAGES.missingColumn('iva') }],
    });
    expect(
      await importBytes(ctx.t.db, kind, exampleFile('payments.csv'), { full: true }),
    ).toMatchObject({
      applied: false,
      problems: [{ line: 0, message: M.notFull }],
    });
    expect(
      await importBytes(ctx.t.db, kind, exampleFile('payments.csv'), { acceptPartial: true }),
    ).toMatchObject({
      applied: false,
      problems: [{ line: 0, message: M.notPartial }],
    });
  });
});
