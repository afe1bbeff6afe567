import { describe, expect, it } from 'vitest';
import type {
  SettlementChartsResponse,
  SettlementDebitsResponse,
  SettlementDetailsResponse,
  SettlementListResponse,
  SettlementResponse,
  SettlementSubtotalsResponse,
  SettlementTotalsResponse,
  SettlementVouchersResponse,
  SettlementCopayResponse,
  SettlementErrorsResponse,
} from '@portal/contracts';
import { expectError } from '../../../test/helpers.ts';
import { twoProviderApp } from '../../../test/test-app.ts';
import { DEMO_LAST, INTERIOR_LAST, settlementRequests } from './settlement-test-requests.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The seeded settlements (seed/settlements.ts), counted back from TEST_NOW (10/03/2026). */
describe('the settlement query and its executions', () => {
  const ctx = twoProviderApp();
  const { get } = settlementRequests(() => ctx);

  it('opens on the last twelve settled months, newest first, with last month on top', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const list = response.json<SettlementListResponse>();
    expect(list).toMatchObject({ periodoDesde: '202503', periodoHasta: '202602', total: 12 });
    expect(list.filas[0]).toMatchObject({
      expediente: DEMO_LAST,
      periodo: '202602',
      fechaLiquidacion: '05/03/2026',
      estado: 'Liquidada',
    });
    for (const row of list.filas) {
      expect(row.netoCentavos).toBe(row.brutoCentavos - row.debitosCentavos - row.copagoCentavos);
    }
    expect(list.filas.slice(1).every((row) => row.estado === 'Pagada')).toBe(true);
  });

  it('finds one expediente, pages and sorts the 24 months', async () => {
    const one = (
      await get('', { expediente: String(DEMO_LAST - 1) })
    ).json<SettlementListResponse>();
    expect(one.filas.map((row) => [row.expediente, row.periodo])).toEqual([
      [DEMO_LAST - 1, '202601'],
    ]);
    const oldest = (
      await get('', {
        periodoDesde: '202403',
        periodoHasta: '202602',
        orden: 'periodo',
        sentido: 'asc',
        cantidad: '5',
        pagina: '2',
      })
    ).json<SettlementListResponse>();
    expect(oldest).toMatchObject({ total: 24, pagina: 2, cantidad: 5 });
    expect(oldest.filas.map((row) => row.periodo)).toEqual([
      '202408',
      '202409',
      '202410',
      '202411',
      '202412',
    ]);
    const byNet = (
      await get('', { orden: 'neto', sentido: 'desc' })
    ).json<SettlementListResponse>();
    const nets = byNet.filas.map((row) => row.netoCentavos);
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
  });

  it('refuses 25 months, an end before the start and an unreal month in Spanish', async () => {
    expectError(
      await get('', { periodoDesde: '201601', periodoHasta: '202601' }),
      400,
      'VALIDATION',
      /no puede superar los 24 meses/,
    );
    expectError(
      await get('', { periodoDesde: '202602', periodoHasta: '202601' }),
      400,
      'VALIDATION',
      /no puede ser anterior al período desde/,
    );
    expectError(await get('', { periodoDesde: '202613' }), 400, 'VALIDATION', /AAAAMM/);
    expectError(await get('', { orden: 'clave' }), 400, 'VALIDATION');
  });

  it("reads last month's settlement: header, totals equal to the sums of every table", async () => {
    const query = { expediente: String(DEMO_LAST), cantidad: '100' };
    const settlement = (await get('/expe-liquidacion', query)).json<SettlementResponse>();
    expect(settlement).toMatchObject({
      expediente: DEMO_LAST,
      periodo: '202602',
      prestador: { id: 100001 },
    });
    const details = (await get('/expe-detalles', query)).json<SettlementDetailsResponse>();
    const debits = (await get('/expe-debitos', query)).json<SettlementDebitsResponse>();
    const copay = (await get('/expe-copago', query)).json<SettlementCopayResponse>();
    const errors = (await get('/expe-errores', query)).json<SettlementErrorsResponse>();
    const totals = (await get('/expe-totales', query)).json<SettlementTotalsResponse>();
    expect(totals).toEqual({
      expediente: DEMO_LAST,
      brutoCentavos: sum(details.filas.map((line) => line.importeCentavos)),
      debitosCentavos: sum(debits.filas.map((line) => line.importeCentavos)),
      copagoCentavos: sum(copay.filas.map((line) => line.importeCentavos)),
      netoCentavos: settlement.netoCentavos,
      prestaciones: details.total,
      debitos: debits.total,
      errores: errors.total,
      erroresCentavos: sum(errors.filas.map((line) => line.importeCentavos)),
    });
    expect(totals.brutoCentavos).toBe(settlement.brutoCentavos);
    expect(debits.total).toBeGreaterThan(0);
    expect(debits.filas[0]).toMatchObject({
      motivoCodigo: expect.stringMatching(/^D0\d$/),
      motivo: expect.any(String),
      afiliado: {
        contra: expect.any(Number),
        middle: expect.any(Number),
        inte: expect.any(Number),
        nombre: expect.any(String),
      },
      fecha: expect.stringMatching(/^\d\d\/02\/2026$/),
    });

    const subtotals = (await get('/expe-subtotales', query)).json<SettlementSubtotalsResponse>();
    expect(sum(subtotals.porTipo.map((row) => row.importeCentavos))).toBe(totals.brutoCentavos);
    expect(sum(subtotals.porLugar.map((row) => row.importeCentavos))).toBe(totals.brutoCentavos);
    expect(sum(subtotals.porLugar.map((row) => row.prestaciones))).toBe(details.total);

    const vouchers = (await get('/expe-comprobantes', query)).json<SettlementVouchersResponse>();
    expect(vouchers.filas.map((row) => [row.tipo, row.importeCentavos])).toEqual(
      expect.arrayContaining([
        ['Factura B', totals.brutoCentavos],
        ['Nota de crédito B', totals.debitosCentavos],
      ]),
    );
    expect(vouchers.filas[0]?.numero).toMatch(/^0003-\d{8}$/);
  });

  it('shows debits of several reasons over the year, and pages and sorts a table', async () => {
    const reasons = new Set<string>();
    for (let expediente = DEMO_LAST - 11; expediente <= DEMO_LAST; expediente++) {
      const page = (
        await get('/expe-debitos', { expediente: String(expediente) })
      ).json<SettlementDebitsResponse>();
      for (const line of page.filas) reasons.add(line.motivoCodigo);
    }
    expect(reasons.size).toBeGreaterThanOrEqual(4);
    const byAmount = (
      await get('/expe-detalles', {
        expediente: String(DEMO_LAST),
        orden: 'importe',
        sentido: 'desc',
        cantidad: '3',
      })
    ).json<SettlementDetailsResponse>();
    expect(byAmount.filas).toHaveLength(3);
    const amounts = byAmount.filas.map((line) => line.importeCentavos);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expectError(
      await get('/expe-detalles', { expediente: String(DEMO_LAST), orden: 'motivo' }),
      400,
      'VALIDATION',
      /Ese orden no existe para esta tabla\./,
    );
  });

  it("answers 404 for another provider's expediente, path or an unknown one, 400 without one", async () => {
    expectError(
      await get('/expe-debitos', { expediente: String(INTERIOR_LAST) }),
      404,
      'NOT_FOUND',
    );
    expectError(await get('/expe-liquidacion', { expediente: '999' }), 404, 'NOT_FOUND');
    expectError(await get('', {}, ctx.demo, 200001), 404, 'NOT_FOUND');
    expectError(await get('/expe-totales'), 400, 'VALIDATION');
    const interior = (
      await get('/expe-debitos', { expediente: String(INTERIOR_LAST) }, ctx.interior, 200001)
    ).json<SettlementDebitsResponse>();
    expect(interior.total).toBeGreaterThan(0);
  });

  it('charts the last 24 months (net and debits as in the list) and debits by reason', async () => {
    const charts = (await get('/graficos')).json<SettlementChartsResponse>();
    expect(charts.meses).toHaveLength(24);
    expect(charts.meses[0]?.periodo).toBe('202403');
    const list = (
      await get('', {
        periodoDesde: '202403',
        periodoHasta: '202602',
        cantidad: '24',
        sentido: 'asc',
      })
    ).json<SettlementListResponse>();
    expect(charts.meses.map((month) => month.netoCentavos)).toEqual(
      list.filas.map((row) => row.netoCentavos),
    );
    expect(sum(charts.motivos.map((reason) => reason.importeCentavos))).toBe(
      sum(list.filas.map((row) => row.debitosCentavos)),
    );
    expect(charts.motivos.length).toBeGreaterThanOrEqual(4);
  });
});
