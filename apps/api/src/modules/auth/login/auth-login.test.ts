import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@portal/contracts';
import { loginAttempts } from '../../../db/schema/auth.ts';
import { sessions } from '../../../db/schema/session.ts';
import { BODY_LIMIT_BYTES } from '../../../app.ts';
import { DEMO, TEXT, expectError, tableCounts, userIdOf } from '../../../../test/helpers.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../../../test/test-app.ts';

describe('POST /pre/v0/auth-login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      payload: { email, password, apiKey: 'web', device: t.device },
      remoteAddress: ip,
    });

  it('a provider with the right password gets a token, its expiry and modelEspecifico', async () => {
    const response = await login('demo@prestadores.test', 'Prestador.2026');
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.exp).toMatch(/^\d{14}$/);
    // 30 minutes after 10:00 in Argentina.
    expect(body.exp).toBe('20260310103000');
    expect(body.token).toMatch(/^[0-9a-f-]{36}\.[\w-]+$/);
    expect(body.modelEspecifico).toEqual({
      codPrestador: 100001,
      idUsuario: await userIdOf(t.db, DEMO.demo),
      nombrePrestador: 'María Laura',
      apellidoPrestador: 'González',
      emailPrestador: 'demo@prestadores.test',
      email: 'demo@prestadores.test',
      admin: true,
    });
  });

  it('a successful login opens a server-side session of 30 minutes and records the attempt', async () => {
    const response = await login(DEMO.interior, 'Prestador.2026', '10.0.0.10');
    const { token } = response.json<LoginResponse>();
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, token.split('.')[0]!));
    expect(session).toMatchObject({
      userId: await userIdOf(t.db, DEMO.interior),
      mode: 'user',
      operator: null,
      revokedAt: null,
    });
    expect(session!.expiresAt.getTime() - TEST_NOW.getTime()).toBe(30 * 60_000);
    const attempts = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, DEMO.interior), eq(loginAttempts.ip, '10.0.0.10')));
    expect(attempts.map((attempt) => attempt.success)).toEqual([true]);
  });

  it('an e-mail typed with capitals and spaces still logs in (the login input is sanitised)', async () => {
    const response = await login('  Colegio@Prestadores.TEST ', 'Prestador.2026', '10.0.0.11');
    expect(response.statusCode).toBe(200);
    expect(response.json<LoginResponse>().modelEspecifico.codPrestador).toBe(500001);
  });

  it('a wrong password is refused with errNumber 114 and the spec message', async () => {
    const response = await login('demo@prestadores.test', 'wrong-password', '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      errNumber: 114,
      code: 'LOGIN_REFUSED',
      message: 'No pudimos iniciar tu sesión. Verificá los datos ingresados y probá nuevamente.',
    });
  });

  it('a wrong password opens no session; only the failed attempt is recorded', async () => {
    const before = await tableCounts(t.db);
    const response = await login(DEMO.mantenimiento, 'Prestador.2025', '10.0.0.12');
    expectError(response, 401, 'LOGIN_REFUSED', TEXT.loginFailed);
    expect(await tableCounts(t.db)).toEqual({ ...before, loginAttempts: before.loginAttempts + 1 });
  });

  it('an unknown e-mail gets exactly the answer of a wrong password, so accounts cannot be probed', async () => {
    const unknown = await login('nadie@prestadores.test', 'Prestador.2026', '10.0.0.13');
    const wrong = await login(DEMO.demo, 'Prestador.2025', '10.0.0.13');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: TEXT.loginFailed,
      code: 'LOGIN_REFUSED',
      errNumber: 114,
    });
  });

  it('a password of more than 30 characters is a 400 before anything is checked', async () => {
    const before = await tableCounts(t.db);
    const response = await login('demo@prestadores.test', 'x'.repeat(31), '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', statusCode: 400 });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  const valid = {
    email: DEMO.demo,
    password: 'Prestador.2026',
    apiKey: 'web',
    device: { deviceid: 'vitest' },
  };
  const without = (key: keyof typeof valid) =>
    Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key));

  it.each([
    ['no e-mail', without('email'), 'body.email'],
    ['no password', without('password'), 'body.password'],
    ['no device', without('device'), 'body.device'],
    ['an empty password', { ...valid, password: '' }, 'body.password'],
    ['an e-mail that is not one', { ...valid, email: 'demo-at-prestadores' }, 'body.email'],
    ['a number as e-mail', { ...valid, email: 100001 }, 'body.email'],
    ['a number as password', { ...valid, password: 20262026 }, 'body.password'],
    ['a device that is a string', { ...valid, device: 'vitest' }, 'body.device'],
    ['a device without deviceid', { ...valid, device: {} }, 'body.device.deviceid'],
    ['an array instead of an object', [valid], 'body'],
  ])(
    'a login with %s is a 400 VALIDATION naming the field, and writes nothing',
    async (_case, payload, path) => {
      const before = await tableCounts(t.db);
      const response = await t.inject({
        method: 'POST',
        url: '/pre/v0/auth-login',
        payload,
        remoteAddress: '10.0.0.20',
      });
      const body = expectError(response, 400, 'VALIDATION');
      expect(body.message.startsWith(TEXT.invalidInput)).toBe(true);
      expect(body.details?.map((detail) => detail.path)).toContain(path);
      expect(await tableCounts(t.db)).toEqual(before);
    },
  );

  it('a body that is not JSON is a 400 in the error shape, never a 500', async () => {
    const before = await tableCounts(t.db);
    const response = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "demo@prestadores.test", "password": ',
    });
    const body = expectError(response, 400, 'FST_ERR_CTP_INVALID_JSON_BODY');
    expect(body.message.startsWith(TEXT.invalidInput)).toBe(true);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('a plain-text body is a 400 VALIDATION, and an unknown content type a 415', async () => {
    const text = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=demo@prestadores.test&password=Prestador.2026',
    });
    expectError(text, 400, 'VALIDATION');
    const xml = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectError(xml, 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE');
  });

  it('a body over 1 MiB is refused with 413 BODY_TOO_LARGE and writes nothing', async () => {
    const before = await tableCounts(t.db);
    const response = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      payload: { ...valid, apiKey: 'x'.repeat(BODY_LIMIT_BYTES) },
    });
    expectError(response, 413, 'BODY_TOO_LARGE', TEXT.bodyTooLarge);
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
