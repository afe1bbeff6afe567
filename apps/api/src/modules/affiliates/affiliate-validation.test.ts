import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateValidationResponse } from '@portal/contracts';
import { userModules } from '../../db/schema/session.ts';
import { captchaVerifier, TEST_CAPTCHA_PASS } from '../../lib/captcha.ts';
import { DEMO, TEXT, expectError, userIdOf } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const URL_100001 = '/pre/v1/validador/100001/afiliado';
const body = (contra: number | string, inte: number | string, extra: object = {}) => ({
  contra,
  inte,
  validador: 'web',
  apiKey: 'web',
  deviceid: 'vitest',
  ...extra,
});

describe('POST /pre/v1/validador/{providerId}/afiliado (validar-afiliado)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.login(DEMO.demo)).headers;
  });
  afterAll(() => t.close());

  const validate = (payload: object, h = headers, url = URL_100001) =>
    t.inject({ method: 'POST', url, headers: h, payload });

  it('30000001 1 01 is Juan Pérez, valid, plan 310 with its credential and pharmacy discount', async () => {
    const response = await validate(body(30000001, 1, { middle: 1 }));
    expect(response.statusCode).toBe(200);
    expect(response.json<AffiliateValidationResponse>()).toEqual({
      isValid: true,
      mensaje: null,
      affiliate: {
        estado: '1',
        nombre: 'Juan',
        apellido: 'Pérez',
        estadoDesc: 'Activo',
        documento: '20000001',
        prepaga: { id: 1 },
        plan: { codigo: 310, cartilla: { id: 310 } },
      },
      credential: {
        prepaga: 1,
        contra: 30000001,
        middle: 1,
        inte: 1,
        error: false,
        error_desc: null,
      },
      virtualCredential: { selfie: null, credencial: { id: '30000001101' }, descuentoFarmacia: 40 },
      plan: { codigo: 310, descripcion: 'Plan 310', descuentoFarmacia: 40 },
    });
  });

  it("30000002 1 01 is not valid and shows its estadoDesc 'Baja'", async () => {
    const answer = (await validate(body(30000002, 1))).json<AffiliateValidationResponse>();
    expect(answer).toMatchObject({ isValid: false, mensaje: 'Baja', affiliate: { estado: '2' } });
  });

  it('30000003 1 01 is valid, on plan 410 with a 50 % pharmacy discount', async () => {
    const answer = (await validate(body('30000003', '01'))).json<AffiliateValidationResponse>();
    expect(answer).toMatchObject({
      isValid: true,
      mensaje: null,
      affiliate: { nombre: 'Carlos', apellido: 'Medina' },
      plan: { codigo: 410, descuentoFarmacia: 50 },
    });
  });

  it("99999999 9 99 does not exist: 'Credencial Inexistente', isValid false, no affiliate", async () => {
    const response = await validate(body(99999999, 99, { middle: 9 }));
    expect(response.statusCode).toBe(200);
    expect(response.json<AffiliateValidationResponse>()).toEqual({
      isValid: false,
      mensaje: 'Credencial Inexistente',
      affiliate: null,
      credential: {
        prepaga: null,
        contra: 99999999,
        middle: 9,
        inte: 99,
        error: false,
        error_desc: null,
      },
      virtualCredential: null,
      plan: null,
    });
  });

  it('a middle part that is not the current one is a credential error with its description', async () => {
    const answer = (
      await validate(body(30000001, 1, { middle: 2 }))
    ).json<AffiliateValidationResponse>();
    expect(answer.isValid).toBe(false);
    expect(answer.credential).toMatchObject({ error: true, middle: 1 });
    expect(answer.mensaje).toBe(
      'El número intermedio no corresponde a la credencial vigente del afiliado.',
    );
  });

  it('a synthetic affiliate (contract 40000000, member 3) validates too', async () => {
    const answer = (await validate(body(40000000, 3))).json<AffiliateValidationResponse>();
    expect(answer.affiliate).not.toBeNull();
    expect(answer.credential).toMatchObject({ contra: 40000000, inte: 3, error: false });
  });

  it('front desks validating at the same moment each get their own affiliate (one batched query)', async () => {
    const numbers = [
      body(30000001, 1, { middle: 1 }),
      body(30000002, 1),
      body(30000003, 1),
      body(99999999, 99),
      body(30000001, 1, { middle: 7 }),
      body(40000000, 3),
      body(30000001, 1, { middle: 1 }),
    ];
    const oneByOne = [];
    for (const number of numbers) oneByOne.push((await validate(number)).json());
    const together = await Promise.all(numbers.map((number) => validate(number)));
    expect(together.map((response) => response.statusCode)).toEqual(numbers.map(() => 200));
    expect(together.map((response) => response.json())).toEqual(oneByOne);
    expect(new Set(oneByOne.map((answer) => JSON.stringify(answer))).size).toBe(6);
  });

  it.each([
    ['letters in the contract', body('3000000A', 1), 'body.contra'],
    ['a 9-digit contract', body(123456789, 1), 'body.contra'],
    ['a 3-digit member', body(30000001, 100), 'body.inte'],
    ['no member', { contra: 30000001 }, 'body.inte'],
    ['a zero contract', body(0, 1), 'body.contra'],
  ])('refuses %s with a 400 naming the field', async (_story, payload, path) => {
    const error = expectError(await validate(payload), 400, 'VALIDATION');
    expect(error.details?.[0]?.path).toBe(path);
  });

  it("another provider's path answers 404 and reveals nothing", async () => {
    expectError(
      await validate(body(30000001, 1), headers, '/pre/v1/validador/200001/afiliado'),
      404,
      'NOT_FOUND',
      TEXT.notFound,
    );
    expectError(
      await validate(body(30000001, 1), headers, '/pre/v1/validador/abc/afiliado'),
      400,
      'VALIDATION',
    );
  });

  it('the interior provider validates on its own path', async () => {
    const interior = (await t.login(DEMO.interior)).headers;
    const response = await validate(
      body(30000001, 1),
      interior,
      '/pre/v1/validador/200001/afiliado',
    );
    expect(response.json<AffiliateValidationResponse>().isValid).toBe(true);
  });

  it('the sub-user (validador-de-asociados enabled) validates on its provider path', async () => {
    const sub = (await t.login(DEMO.subusuario)).headers;
    expect((await validate(body(30000001, 1), sub)).statusCode).toBe(200);
  });

  it('without a session it is 401 with the spec message; with terms pending, 403', async () => {
    expectError(await validate(body(30000001, 1), {}), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
    const terms = (await t.login(DEMO.terminos)).headers;
    expectError(
      await validate(body(30000001, 1), terms, '/pre/v1/validador/300001/afiliado'),
      403,
      'TERMS_REQUIRED',
    );
  });

  it('a user without validador-de-asociados gets the spec permission message', async () => {
    const userId = await userIdOf(t.db, DEMO.mantenimiento);
    await t.db
      .update(userModules)
      .set({ habilitado: false })
      .where(
        and(eq(userModules.userId, userId), eq(userModules.moduleId, 'validador-de-asociados')),
      );
    const h = (await t.login(DEMO.mantenimiento)).headers;
    expectError(
      await validate(body(30000001, 1), h, '/pre/v1/validador/400001/afiliado'),
      403,
      'FORBIDDEN',
      TEXT.noPermission,
    );
  });

  it('a read-only session may validate (it changes nothing)', async () => {
    const readOnly = await openExternalSession(t, DEMO.demo, 'readOnly');
    const response = await validate(body(30000001, 1), readOnly.headers);
    expect(response.statusCode).toBe(200);
  });
});

describe('affiliate validation with the bot check on (CAPTCHA=test)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      captcha: captchaVerifier({ captchaMode: 'test', captchaSecret: undefined }),
    });
    const login = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      payload: {
        email: DEMO.demo,
        password: 'Prestador.2026',
        apiKey: 'web',
        device: t.device,
        recaptchaResponse: TEST_CAPTCHA_PASS,
      },
    });
    headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  });
  afterAll(() => t.close());

  it('is refused without recaptchaResponse, as login is', async () => {
    const response = await t.inject({
      method: 'POST',
      url: URL_100001,
      headers,
      payload: body(30000001, 1),
    });
    expectError(response, 400, 'CAPTCHA_FAILED', TEXT.captchaFailed);
  });

  it('answers with a passing recaptchaResponse', async () => {
    const response = await t.inject({
      method: 'POST',
      url: URL_100001,
      headers,
      payload: body(30000001, 1, { recaptchaResponse: TEST_CAPTCHA_PASS }),
    });
    expect(response.json<AffiliateValidationResponse>().isValid).toBe(true);
  });
});
