import { describe, expect, it } from 'vitest';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { demoProviderApp } from '../../../test/test-app.ts';

const query = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    prepagaAfilmed: '1',
    codigoPlan: '310',
    fecha: '20260310',
    nomenclador: 'NN',
    prestacion: '420101',
    contratoAfilmed: '30000001',
    integranteAfilmed: '1',
    prestador: '100001',
    ...overrides,
  }).toString();

describe('GET {scope}/cobertura (coverage check, spec §7)', () => {
  const ctx = demoProviderApp();

  const check = (q: string, headers = ctx.demo, scope = 'validador') =>
    ctx.t.inject({ method: 'GET', url: `/pre/v1/${scope}/cobertura?${q}`, headers });

  it.each([
    ['420101', 'AP', 'N'],
    ['180106', 'AM', 'N'],
    ['340201', 'SA', 'N'],
    ['999901', 'NC', 'N'],
    ['120101', 'AP', 'S'],
  ])(
    'service %s is %s (exceptuada %s) for Juan Pérez',
    async (prestacion, modality, exceptuada) => {
      const response = await check(query({ prestacion }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        mod_cobert: modality,
        exceptuada,
        terminales: 'S',
        circulo: 'N',
        origenDeTransaccion: 90,
      });
    },
  );

  it('answers the same under the connectivity scope', async () => {
    const response = await check(query({ prestacion: '999901' }), ctx.demo, 'conectividad');
    expect(response.json()).toMatchObject({ mod_cobert: 'NC' });
  });

  it('a provider without terminals gets terminales N and the portal channel 2', async () => {
    const interior = (await ctx.t.login(DEMO.interior)).headers;
    expect((await check(query({ prestador: '200001' }), interior)).json()).toEqual({
      mod_cobert: 'AP',
      exceptuada: 'N',
      terminales: 'N',
      circulo: 'N',
      origenDeTransaccion: 2,
    });
  });

  it('a circle member gets circulo S', async () => {
    const college = (await ctx.t.login(DEMO.colegio)).headers;
    expect((await check(query({ prestador: '500001' }), college)).json()).toMatchObject({
      circulo: 'S',
      terminales: 'S',
    });
  });

  it.each([
    ['an affiliate in Baja', { contratoAfilmed: '30000002' }],
    ['an affiliate that does not exist', { contratoAfilmed: '99999999', integranteAfilmed: '99' }],
    ['another plan than the affiliate’s', { codigoPlan: '410' }],
    ['another prepaga', { prepagaAfilmed: '4' }],
    ['an unknown service', { prestacion: '123456' }],
    ['another nomenclator', { nomenclador: 'NB' }],
  ])('%s is the empty result (null), as §8 says', async (_story, overrides) => {
    const response = await check(query(overrides));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('null');
  });

  it("another provider's code in prestador answers 404", async () => {
    expectError(await check(query({ prestador: '200001' })), 404, 'NOT_FOUND', TEXT.notFound);
  });

  it.each([
    ['a date that does not exist', { fecha: '20260231' }],
    ['a date with dashes', { fecha: '2026-03-10' }],
    ['a service with letters', { prestacion: 'abc' }],
    ['a missing affiliate', { contratoAfilmed: '' }],
  ])('%s is a 400', async (_story, overrides) => {
    expectError(await check(query(overrides)), 400, 'VALIDATION');
  });

  it('the sub-user may check under validador but not under conectividad', async () => {
    const sub = (await ctx.t.login(DEMO.subusuario)).headers;
    expect((await check(query(), sub)).statusCode).toBe(200);
    expectError(await check(query(), sub, 'conectividad'), 403, 'FORBIDDEN', TEXT.noPermission);
  });

  it('needs a session', async () => {
    expectError(await check(query(), {}), 401, 'SESSION_EXPIRED');
  });
});

describe('GET {scope}/esautorizable?prestac&nomen', () => {
  const ctx = demoProviderApp();

  const ask = (q: string) =>
    ctx.t.inject({
      method: 'GET',
      url: `/pre/v1/conectividad/esautorizable?${q}`,
      headers: ctx.demo,
    });

  it.each([
    ['prestac=420101&nomen=NN', true],
    ['prestac=180106&nomen=nn', true],
    ['prestac=999901&nomen=NN', false],
    ['prestac=420101&nomen=NB', false],
    ['prestac=123456&nomen=NN', false],
  ])('%s → %s', async (q, esAutorizable) => {
    const response = await ask(q);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ esAutorizable });
  });

  it('refuses a missing nomenclator', async () => {
    expectError(await ask('prestac=420101'), 400, 'VALIDATION');
  });
});
