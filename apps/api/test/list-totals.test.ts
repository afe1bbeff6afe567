import { describe, expect, it } from 'vitest';
import { BASE } from './authorizations.ts';
import { DEMO, demoAccount, expectError } from './helpers.ts';
import { twoProviderApp } from './test-app.ts';

/**
 * Each list reads its page and its total in one statement, and a page with no rows carries no
 * total (docs/decisions/0074): a page past the end must still report the list's total, and an
 * empty answer must still tell "nothing here" from "not yours".
 */
describe('list totals read with the page', () => {
  const ctx = twoProviderApp();
  const get = (url: string, query: Record<string, string> = {}, headers = ctx.demo) =>
    ctx.t.inject({ method: 'GET', url, query, headers });

  const lists: [name: string, url: string, query: Record<string, string>, rows: string][] = [
    ['Estado de Trámites', `${BASE}/tramites`, { fechaDesde: '20260101' }, 'items'],
    ['settlements', '/pre/v1/liquidaciones/100001', {}, 'filas'],
    [
      'a settlement’s debits',
      '/pre/v1/liquidaciones/100001/expe-debitos',
      { expediente: '1100024' },
      'filas',
    ],
    [
      'a settlement’s lines',
      '/pre/v1/liquidaciones/100001/expe-detalles',
      { expediente: '1100024' },
      'filas',
    ],
    ['censuses', '/pre/v1/censos/100001/registros', {}, 'filas'],
    ['invoices', '/pre/v1/prestadores/100001/facturas', { estado: 'ultimasFacturas' }, 'facturas'],
  ];

  it.each(lists)(
    '%s: a page past the end has no rows and the first page’s total',
    async (...[, url, query, key]) => {
      const first = await get(url, { ...query, cantidad: '10' });
      expect(first.statusCode).toBe(200);
      const firstBody = first.json<Record<string, unknown>>();
      expect(firstBody.total).toBeGreaterThan(0);
      const past = await get(url, { ...query, cantidad: '10', pagina: '500' });
      expect(past.statusCode).toBe(200);
      const pastBody = past.json<Record<string, unknown>>();
      expect(pastBody[key]).toEqual([]);
      expect(pastBody.total).toBe(firstBody.total);
    },
  );

  it('an invoice tab past the end keeps every tab’s counter', async () => {
    const query = { estado: 'pendienteLiquidacion', cantidad: '10' };
    const first = (await get('/pre/v1/prestadores/100001/facturas', query)).json<object>();
    const past = (
      await get('/pre/v1/prestadores/100001/facturas', { ...query, pagina: '500' })
    ).json<object>();
    expect(past).toEqual({ ...first, pagina: 500, facturas: [] });
  });

  it('the own CUIT with no payments in the range is an empty list; another CUIT a 404', async () => {
    const cuit = demoAccount(DEMO.demo).provider.cuit;
    const empty = await get(`/pre/v1/prestadores/100001/cuit/${cuit}/pagos`, {
      desde: '20100101',
      hasta: '20100131',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ cuit, pagos: [] });
    const other = demoAccount(DEMO.interior).provider.cuit;
    expectError(
      await get(`/pre/v1/prestadores/100001/cuit/${other}/pagos`, {
        desde: '20100101',
        hasta: '20100131',
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('an empty page of a settlement the caller does not have is a 404, not an empty page', async () => {
    expectError(
      await get('/pre/v1/liquidaciones/100001/expe-debitos', {
        expediente: '1200024',
        pagina: '500',
      }),
      404,
      'NOT_FOUND',
    );
  });
});
