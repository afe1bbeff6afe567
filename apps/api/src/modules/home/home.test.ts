import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HomeResponse } from '@portal/contracts';
import { authorizations } from '../../db/schema/authorizations.ts';
import { recentValidations } from '../../db/schema/home.ts';
import { DEMO, expectError, userIdOf } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { createTestApp, twoProviderApp } from '../../../test/test-app.ts';

const HOME_100001 = '/pre/v1/prestadores/100001/inicio';
const home = (code: number) => `/pre/v1/prestadores/${code}/inicio`;
const FACTURACION = 'facturacion@prestadores.test';
const AUDITORIA = 'auditoria@prestadores.test';
const ODONTOLOGIA = 'odontologia@prestadores.test';

const validation = (contra: number, middle: number, inte: number) => ({
  contra,
  middle,
  inte,
  validador: 'web',
  apiKey: 'web',
  deviceid: 'vitest',
});

/** The tiles an answer carries (the rest are null: the user may not open their module). */
const tilesOf = (answer: HomeResponse) =>
  (Object.keys(answer) as (keyof HomeResponse)[]).filter((tile) => answer[tile] !== null);

describe('GET /pre/v1/prestadores/{code}/inicio (the logged-in home)', () => {
  const ctx = twoProviderApp();
  const get = async (url: string, headers: Record<string, string>) => {
    const response = await ctx.t.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HomeResponse>();
  };
  const as = async (email: string) => (await ctx.t.login(email)).headers;
  const validate = (headers: Record<string, string>, body: object, code = 100001) =>
    ctx.t.inject({
      method: 'POST',
      url: `/pre/v1/validador/${code}/afiliado`,
      headers,
      payload: body,
    });

  it('shows demo@ every tile, each figure the same its own page shows', async () => {
    const answer = await get(HOME_100001, ctx.demo);
    expect(tilesOf(answer)).toEqual([
      'casos',
      'autorizaciones',
      'liquidacion',
      'pagos',
      'validaciones',
    ]);

    const pending = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/cap/tramites-pendientes',
      headers: ctx.demo,
    });
    expect(answer.casos).toEqual({ esperando: pending.json<{ cantidad: number }>().cantidad });
    expect(answer.casos!.esperando).toBe(2);

    const inbox = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/autorizaciones/100001/inbox',
      headers: ctx.demo,
    });
    const observed = inbox.json<{ cantidad: number; items: { nroAutorizacion: number }[] }>();
    expect(answer.autorizaciones!.observadas).toBe(observed.cantidad);
    expect(answer.autorizaciones!.items).toEqual([
      {
        nroAutorizacion: observed.items[0]!.nroAutorizacion,
        nombreApeAfi: 'Juan Pérez',
        tipo: 'Autorización con materiales o prótesis',
        observadaEl: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
      },
    ]);

    const settlements = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/liquidaciones/100001',
      headers: ctx.demo,
    });
    const [latest] = settlements.json<{ filas: Record<string, unknown>[] }>().filas;
    expect(answer.liquidacion!.ultima).toEqual({
      expediente: latest!.expediente,
      periodo: latest!.periodo,
      fechaLiquidacion: latest!.fechaLiquidacion,
      netoCentavos: latest!.netoCentavos,
    });

    const invoices = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/prestadores/100001/facturas',
      headers: ctx.demo,
    });
    expect(answer.pagos).toEqual({
      facturasSinLeer: invoices.json<{ noLeidas: number }>().noLeidas,
    });

    expect(
      answer.validaciones!.recientes.map((row) => [row.afiliado, row.nombre, row.valido]),
    ).toEqual([
      ['30000003 1 01', 'Carlos Medina', true],
      ['30000002 1 01', 'Marta Sosa', false],
    ]);
  });

  it('shows each sub-user only the tiles of the modules they have', async () => {
    const sub = await get(HOME_100001, await as(DEMO.subusuario));
    expect(tilesOf(sub)).toEqual(['validaciones']);
    // demo@'s validations are demo@'s: the sub-user's list is their own.
    expect(sub.validaciones).toEqual({ recientes: [] });

    const billing = await get(HOME_100001, await as(FACTURACION));
    expect(tilesOf(billing)).toEqual(['liquidacion', 'pagos']);

    const audit = await get(HOME_100001, await as(AUDITORIA));
    expect(tilesOf(audit)).toEqual(['casos', 'autorizaciones', 'validaciones']);
  });

  it('shows the interior its own provider’s figures', async () => {
    const answer = await get(home(200001), ctx.interior);
    expect(tilesOf(answer)).toHaveLength(5);
    expect(answer.liquidacion!.ultima!.expediente).toBe(1200024);
    expect(answer.autorizaciones!.items.map((item) => item.nombreApeAfi)).toEqual([
      'Carlos Medina',
    ]);
  });

  it('leaves out a module in maintenance (mantenimiento@’s settlements)', async () => {
    const answer = await get(home(400001), await as(DEMO.mantenimiento));
    expect(answer.liquidacion).toBeNull();
    expect(answer.pagos).toEqual({ facturasSinLeer: 0 });
  });

  it.each([
    [DEMO.colegio, 500001],
    [ODONTOLOGIA, 700001],
  ])('answers %s, a provider with nothing waiting, with empty tiles', async (email, code) => {
    expect(await get(home(code), await as(email))).toEqual({
      casos: { esperando: 0 },
      autorizaciones: { observadas: 0, items: [] },
      liquidacion: { ultima: null },
      pagos: { facturasSinLeer: 0 },
      validaciones: { recientes: [] },
    });
  });

  it('refuses a user who has not accepted the terms, another provider’s path and no session', async () => {
    const terms = await ctx.t.inject({
      method: 'GET',
      url: home(300001),
      headers: await as(DEMO.terminos),
    });
    expectError(terms, 403, 'TERMS_REQUIRED');
    expectError(
      await ctx.t.inject({ method: 'GET', url: home(200001), headers: ctx.demo }),
      404,
      'NOT_FOUND',
    );
    expectError(await ctx.t.inject({ method: 'GET', url: HOME_100001 }), 401, 'SESSION_EXPIRED');
    expectError(
      await ctx.t.inject({ method: 'GET', url: home(0), headers: ctx.demo }),
      400,
      'VALIDATION',
    );
  });

  it('lists the user’s own last five validations, newest first, with what each answered', async () => {
    const sub = await as(DEMO.subusuario);
    expect((await validate(sub, validation(30000001, 1, 1))).statusCode).toBe(200);
    expect((await validate(sub, validation(99999999, 9, 99))).statusCode).toBe(200);
    let rows = (await get(HOME_100001, sub)).validaciones!.recientes;
    expect(rows.map((row) => [row.afiliado, row.nombre, row.valido])).toEqual([
      ['99999999 9 99', '', false],
      ['30000001 1 01', 'Juan Pérez', true],
    ]);
    expect(rows[0]).toMatchObject({ contra: 99999999, middle: 9, inte: 99 });
    expect(rows[0]!.fecha).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);

    for (const inte of [1, 2, 3, 4]) await validate(sub, validation(30000003, 1, inte));
    rows = (await get(HOME_100001, sub)).validaciones!.recientes;
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.afiliado)).not.toContain('30000001 1 01');

    // A refused validation (bad number) is no validation the user saw.
    const before = await ctx.t.db
      .select()
      .from(recentValidations)
      .where(eq(recentValidations.userId, await userIdOf(ctx.t.db, DEMO.subusuario)));
    expect((await validate(sub, { ...validation(30000001, 1, 1), contra: 'abc' })).statusCode).toBe(
      400,
    );
    const after = await ctx.t.db
      .select()
      .from(recentValidations)
      .where(eq(recentValidations.userId, await userIdOf(ctx.t.db, DEMO.subusuario)));
    expect(after).toHaveLength(before.length);
  });

  it('does not count an operator’s impersonated validation as the user’s', async () => {
    const { headers } = await openExternalSession(ctx.t, DEMO.demo, 'impersonated');
    expect((await validate(headers, validation(30000001, 1, 1))).statusCode).toBe(200);
    const rows = (await get(HOME_100001, ctx.demo)).validaciones!.recientes;
    expect(rows.map((row) => row.afiliado)).not.toContain('30000001 1 01');
  });
});

describe('the observed requests on the home', () => {
  it('counts every observed request and lists the newest three', async () => {
    const t = await createTestApp();
    try {
      const { headers } = await t.login(DEMO.demo);
      await t.db
        .update(authorizations)
        .set({ estado: 2 })
        .where(eq(authorizations.providerId, 100001));
      const answer = (
        await t.inject({ method: 'GET', url: HOME_100001, headers })
      ).json<HomeResponse>();
      const inbox = await t.inject({
        method: 'GET',
        url: '/pre/v1/autorizaciones/100001/inbox',
        headers,
      });
      const all = inbox.json<{ cantidad: number; items: { nroAutorizacion: number }[] }>();
      expect(all.cantidad).toBeGreaterThan(3);
      expect(answer.autorizaciones!.observadas).toBe(all.cantidad);
      expect(answer.autorizaciones!.items.map((item) => item.nroAutorizacion)).toEqual(
        all.items.slice(0, 3).map((item) => item.nroAutorizacion),
      );
    } finally {
      await t.close();
    }
  });
});
