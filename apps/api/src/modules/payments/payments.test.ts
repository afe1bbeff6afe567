import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InvoicesResponse, PaymentDetailResponse, PaymentsResponse } from '@portal/contracts';
import { invoices } from '../../db/schema/payments.ts';
import { DEMO, TEXT, demoAccount, expectError } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

const DEMO_CUIT = demoAccount(DEMO.demo).provider.cuit;
const INTERIOR_CUIT = demoAccount(DEMO.interior).provider.cuit;

/** The seeded payments and invoices (seed/payments.ts), dated back from TEST_NOW (10/03/2026). */
describe('payments and invoices (tramitesonline/consulta-pagos-facturas)', () => {
  const ctx = twoProviderApp();
  const get = (url: string, headers = ctx.demo, query: Record<string, string> = {}) =>
    ctx.t.inject({ method: 'GET', url, headers, query });
  const payments = (query: Record<string, string> = {}, cuit = DEMO_CUIT, code = 100001) =>
    get(`/pre/v1/prestadores/${code}/cuit/${cuit}/pagos`, ctx.demo, query);
  const invoicePage = (estado: string, headers = ctx.demo) =>
    get('/pre/v1/prestadores/100001/facturas', headers, { estado, cantidad: '100' });
  const markRead = (ids: number[], headers = ctx.demo, code = 100001) =>
    ctx.t.inject({
      method: 'PUT',
      url: `/pre/v1/prestadores/${code}/facturas/leidas`,
      headers,
      payload: { ids },
    });

  it('lists the last year of payments to the CUIT, newest first, each net the gross less its withholdings', async () => {
    const response = await payments();
    expect(response.statusCode).toBe(200);
    const body = response.json<PaymentsResponse>();
    expect(body).toMatchObject({ cuit: DEMO_CUIT, desde: '20250310', hasta: '20260310' });
    expect(body.pagos.map((pago) => pago.fecha)).toEqual([
      '14/01/2026',
      '15/12/2025',
      '14/11/2025',
      '15/10/2025',
      '14/09/2025',
      '14/08/2025',
      '15/07/2025',
      '14/06/2025',
      '15/05/2025',
      '14/04/2025',
      '17/03/2025',
    ]);
    expect(body.pagos[0]).toMatchObject({
      ordenPago: 'OP-100001-202512',
      medio: 'transferencia',
      medioDesc: 'Transferencia bancaria',
    });
    for (const pago of body.pagos) {
      const { iibb, ganancias, iva } = pago.retenciones;
      expect(Number.isInteger(pago.bruto) && iibb > 0 && ganancias > 0 && iva > 0).toBe(true);
      expect(pago.totalRetenciones).toBe(iibb + ganancias + iva);
      expect(pago.neto).toBe(pago.bruto - pago.totalRetenciones);
    }
    const sum = (pick: (pago: (typeof body.pagos)[number]) => number) =>
      body.pagos.reduce((total, pago) => total + pick(pago), 0);
    expect(body.totales).toEqual({
      bruto: sum((pago) => pago.bruto),
      retenciones: {
        iibb: sum((pago) => pago.retenciones.iibb),
        ganancias: sum((pago) => pago.retenciones.ganancias),
        iva: sum((pago) => pago.retenciones.iva),
      },
      neto: sum((pago) => pago.neto),
    });
  });

  it('exports the same payments and totals as an es-AR CSV (semicolons, comma decimals)', async () => {
    const list = (await payments()).json<PaymentsResponse>();
    const response = await get(`/pre/v1/prestadores/100001/cuit/${DEMO_CUIT}/pagos/csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Fecha;Orden de pago;Medio de pago;Importe bruto;Retención IIBB;Retención Ganancias;Retención IVA;Importe neto',
    );
    expect(lines).toHaveLength(list.pagos.length + 2);
    // The shared csvCell quotes a cell holding the decimal comma; a spreadsheet reads it as a number.
    const comma = (cents: number) =>
      `"${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}"`;
    const first = list.pagos[0]!;
    expect(lines[1]).toBe(
      [
        first.fecha,
        first.ordenPago,
        first.medioDesc,
        comma(first.bruto),
        comma(first.retenciones.iibb),
        comma(first.retenciones.ganancias),
        comma(first.retenciones.iva),
        comma(first.neto),
      ].join(';'),
    );
    expect(lines.at(-1)).toBe(
      [
        'Totales',
        '',
        '',
        comma(list.totales.bruto),
        comma(list.totales.retenciones.iibb),
        comma(list.totales.retenciones.ganancias),
        comma(list.totales.retenciones.iva),
        comma(list.totales.neto),
      ].join(';'),
    );
  });

  it('interior@, exempt from Ganancias and IVA, sees only IIBB withheld on its own CUIT', async () => {
    const response = await get(
      `/pre/v1/prestadores/200001/cuit/${INTERIOR_CUIT}/pagos`,
      ctx.interior,
    );
    const body = response.json<PaymentsResponse>();
    expect(body.pagos.length).toBeGreaterThan(0);
    expect(body.pagos.every((pago) => pago.retenciones.ganancias === 0)).toBe(true);
    expect(body.pagos.every((pago) => pago.retenciones.iva === 0)).toBe(true);
    expect(body.pagos.every((pago) => pago.retenciones.iibb > 0)).toBe(true);
  });

  it('the operation detail lists the invoices paid, whose amounts add up to the gross', async () => {
    const [latest] = (await payments()).json<PaymentsResponse>().pagos;
    const response = await get(`/pre/v1/prestadores/100001/pagos/${latest!.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<PaymentDetailResponse>();
    expect(detail.pago).toEqual(latest);
    expect(detail.lineas.length).toBe(latest!.facturas);
    expect(detail.lineas.reduce((total, line) => total + line.importe, 0)).toBe(latest!.bruto);
    expect(detail.lineas[0]).toMatchObject({
      tipo: 'C',
      comprobante: expect.stringMatching(/^0001-\d{8}$/),
    });
  });

  it("another CUIT, another provider's code or payment answer 404 as if they did not exist", async () => {
    expectError(await payments({}, INTERIOR_CUIT), 404, 'NOT_FOUND', TEXT.notFound);
    expectError(await payments({}, INTERIOR_CUIT, 200001), 404, 'NOT_FOUND', TEXT.notFound);
    const [theirs] = (
      await get(`/pre/v1/prestadores/200001/cuit/${INTERIOR_CUIT}/pagos`, ctx.interior)
    ).json<PaymentsResponse>().pagos;
    expectError(
      await get(`/pre/v1/prestadores/100001/pagos/${theirs!.id}`),
      404,
      'NOT_FOUND',
      TEXT.notFound,
    );
  });

  it('a reversed range or one of ten years is a 400 in Spanish', async () => {
    expectError(
      await payments({ desde: '20260301', hasta: '20260101' }),
      400,
      'INVALID_RANGE',
      'La fecha desde no puede ser posterior a la fecha hasta.',
    );
    expectError(
      await payments({ desde: '20160101', hasta: '20260101' }),
      400,
      'INVALID_RANGE',
      'El período consultado no puede superar los 2 años.',
    );
    expectError(await payments({ desde: '20261340' }), 400, 'VALIDATION');
  });

  it('shows the invoices in the four tabs with their counts, each tab only its state', async () => {
    const latest = (await invoicePage('ultimasFacturas')).json<InvoicesResponse>();
    expect(latest.contadores).toEqual({
      ultimasFacturas: 8,
      // Recoleta closed on 31/12/2025: two rooms invoice January and February, three December.
      pendienteLiquidacion: 4,
      enLiquidacion: 6,
      presentadas: 4,
    });
    // The last 60 days: the invoices of 05/02 and 05/03.
    expect(latest.total).toBe(8);
    const tabs = [
      ['pendienteLiquidacion', 'pendiente', 'Pendiente de liquidación'],
      ['enLiquidacion', 'enLiquidacion', 'En liquidación'],
      ['presentadas', 'presentada', 'Presentada'],
    ] as const;
    for (const [tab, state, label] of tabs) {
      const page = (await invoicePage(tab)).json<InvoicesResponse>();
      expect(page.total).toBe(page.contadores[tab]);
      expect(page.facturas.every((invoice) => invoice.estado === state)).toBe(true);
      expect(page.facturas[0]?.estadoDesc).toBe(label);
    }
    const pending = (await invoicePage('pendienteLiquidacion')).json<InvoicesResponse>();
    expect(pending.facturas[0]).toMatchObject({ periodo: '01/2026', leida: false, recibos: 0 });
    expect(pending.facturas.map((invoice) => invoice.consultorio)).toContain(
      'Consultorio Belgrano',
    );
  });

  it('marks invoices read: the unread count falls; a foreign id changes nothing', async () => {
    const before = (await invoicePage('presentadas')).json<InvoicesResponse>();
    const first = before.facturas[0]!;
    const [foreign] = await ctx.t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.providerId, 200001))
      .limit(1);
    expectError(await markRead([first.id, foreign!.id]), 404, 'NOT_FOUND');
    expect((await invoicePage('presentadas')).json<InvoicesResponse>().noLeidas).toBe(
      before.noLeidas,
    );
    const readOnly = (await openExternalSession(ctx.t, DEMO.demo, 'readOnly')).headers;
    expectError(await markRead([first.id], readOnly), 403, 'READ_ONLY', TEXT.readOnly);
    expect((await invoicePage('presentadas', readOnly)).statusCode).toBe(200);

    const response = await markRead([first.id, first.id]);
    expect(response.json()).toEqual({ leidas: 1 });
    const after = (await invoicePage('presentadas')).json<InvoicesResponse>();
    expect(after.noLeidas).toBe(before.noLeidas - 1);
    expect(after.facturas.find((invoice) => invoice.id === first.id)?.leida).toBe(true);
    expectError(await markRead([]), 400, 'VALIDATION', /Elegí al menos una factura/);
  });

  it('over the whole seed, every net is the gross less its withholdings and every gross the sum of its invoices', async () => {
    const [row] = await ctx.t.db
      .select({
        payments: sql<number>`count(*)::int`,
        off: sql<number>`count(*) filter (where
          p.neto_cents <> p.bruto_cents - p.iibb_cents - p.ganancias_cents - p.iva_cents
          or p.bruto_cents <> coalesce(
            (select sum(i.importe_cents) from invoices i where i.payment_id = p.id), -1))::int`,
      })
      .from(sql`payments p`);
    expect(row!.payments).toBeGreaterThan(500);
    expect(row!.off).toBe(0);
  });
});
