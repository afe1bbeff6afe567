import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

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
    const body = response.json();
    expect(body.exp).toMatch(/^\d{14}$/);
    // 30 minutes after 10:00 in Argentina.
    expect(body.exp).toBe('20260310103000');
    expect(body.modelEspecifico).toEqual({
      codPrestador: 100001,
      idUsuario: expect.any(Number),
      nombrePrestador: 'María Laura',
      apellidoPrestador: 'González',
      emailPrestador: 'demo@prestadores.test',
      email: 'demo@prestadores.test',
      admin: true,
    });
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

  it('a password of more than 30 characters is a 400 before anything is checked', async () => {
    const response = await login('demo@prestadores.test', 'x'.repeat(31), '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', statusCode: 400 });
  });
});
