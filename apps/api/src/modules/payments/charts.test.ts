import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentChartsResponse } from '@portal/contracts';
import { payments } from '../../db/schema/payments.ts';
import { TEXT, expectError } from '../../../test/helpers.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

/** Payment charts over the seeded payments (seed/payments.ts), TEST_NOW = 10/03/2026. */
describe('the payment charts (net per month, withholdings by kind)', () => {
  const ctx = twoProviderApp();
  const charts = (code = 100001, headers = ctx.demo) =>
    ctx.t.inject({ method: 'GET', url: `/pre/v1/prestadores/${code}/pagos-graficos`, headers });

  it('give 24 months up to this one, each its net paid, and the withholdings of those months by kind', async () => {
    const response = await charts();
    expect(response.statusCode).toBe(200);
    const body = response.json<PaymentChartsResponse>();
    expect(body).toMatchObject({ desde: '202404', hasta: '202603' });
    expect(body.meses).toHaveLength(24);
    expect(body.meses.map((month) => month.periodo).slice(0, 3)).toEqual([
      '202404',
      '202405',
      '202406',
    ]);
    // The newest payment is of 14/01/2026; nothing was paid yet this month.
    expect(body.meses.at(-1)).toEqual({ periodo: '202603', neto: 0, pagos: 0 });
    expect(body.meses.find((month) => month.periodo === '202601')?.pagos).toBe(1);

    // The same figures summed here from the rows themselves.
    const rows = await ctx.t.db
      .select({
        month: sql<string>`to_char(${payments.fecha}::date, 'YYYYMM')`,
        neto: payments.netoCents,
        iibb: payments.iibbCents,
        ganancias: payments.gananciasCents,
        iva: payments.ivaCents,
      })
      .from(payments)
      .where(and(eq(payments.providerId, 100001), gte(payments.fecha, '2024-04-01')));
    expect(rows.length).toBeGreaterThan(12);
    const netOf = (month: string) =>
      rows.filter((row) => row.month === month).reduce((total, row) => total + row.neto, 0);
    expect(body.meses.map((month) => month.neto)).toEqual(
      body.meses.map((month) => netOf(month.periodo)),
    );
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    expect(body.retenciones).toEqual({
      iibb: sum((row) => row.iibb),
      ganancias: sum((row) => row.ganancias),
      iva: sum((row) => row.iva),
    });
    expect(body.retenciones.iibb).toBeGreaterThan(body.retenciones.iva);
  });

  it('interior@ is exempt from Ganancias and IVA: those kinds chart 0', async () => {
    const body = (await charts(200001, ctx.interior)).json<PaymentChartsResponse>();
    expect(body.retenciones.ganancias).toBe(0);
    expect(body.retenciones.iva).toBe(0);
    expect(body.retenciones.iibb).toBeGreaterThan(0);
  });

  it("another provider's charts are a 404, exactly like an unknown provider", async () => {
    expectError(await charts(200001), 404, 'NOT_FOUND', TEXT.notFound);
    expectError(await charts(999999), 404, 'NOT_FOUND', TEXT.notFound);
  });
});
