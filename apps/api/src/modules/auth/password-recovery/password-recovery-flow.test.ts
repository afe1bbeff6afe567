import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../../db/schema/auth.ts';
import {
  DEMO,
  MINUTE,
  TEXT,
  demoAccount,
  expectError,
  userIdOf,
} from '../../../../test/helpers.ts';
import { otherPin, recoveryApi } from '../../../../test/recovery.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const EXPIRED_PIN = 'El código venció o ya no es válido. Pedí uno nuevo.';

/** The forgot-password flow end to end (spec §4): each scenario has its own demo account. */
describe('password recovery, end to end', () => {
  let t: TestApp;
  let api: ReturnType<typeof recoveryApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = recoveryApi(t);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = '10.9.0.1') =>
    t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      payload: { email, password, apiKey: 'web', device: t.device },
      remoteAddress: ip,
    });

  it('a provider recovers the password: data, fecha, PIN by mail, PIN, new password', async () => {
    const email = DEMO.interior;
    const openSession = await t.login(email);

    expect(await api.validarDatos(email, demoAccount(email).provider.cuit)).toEqual({
      estado: 'OK',
    });
    const token = await api.validarToken(email);
    expect(token).toEqual({ estado: 'OK', fecha: '20260310100000' });
    expect(await api.enviarToken(email, token.fecha!)).toEqual({ estado: 'OK' });

    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe('Código para recuperar tu contraseña');
    const pin = await api.lastPin(email);
    // Only the hash of the PIN is stored.
    const [reset] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, await userIdOf(t.db, email)));
    expect(reset!.pinHash).not.toContain(pin);

    const validated = await api.validarPin(email, pin);
    expect(validated).toEqual({ estado: 'OK', resetToken: expect.any(String) });
    expect(await api.updatePassword(validated.resetToken!, 'Nueva.Clave.2026')).toEqual({
      estado: 'OK',
    });

    // The old password stops working, the new one logs in, and open sessions were ended.
    expectError(await login(email, 'Prestador.2026'), 401, 'LOGIN_REFUSED', TEXT.loginFailed);
    expect((await login(email, 'Nueva.Clave.2026')).statusCode).toBe(200);
    const config = await t.inject({
      method: 'POST',
      url: '/pre/v1/user-config',
      headers: openSession.headers,
    });
    expectError(config, 401, 'SESSION_EXPIRED', TEXT.sessionExpired);

    // The reset token works once, and the PIN does not work again.
    expect(await api.updatePassword(validated.resetToken!, 'Otra.Clave.2026')).toEqual({
      estado: 'ERROR',
      mensaje: 'El enlace para cambiar la contraseña venció. Volvé a empezar.',
    });
    expect((await login(email, 'Otra.Clave.2026', '10.9.0.2')).statusCode).toBe(401);
    expect(await api.validarPin(email, pin)).toEqual({ estado: 'ERROR', mensaje: EXPIRED_PIN });
  });

  it('a wrong PIN counts the attempts left; after 5 wrong ones even the right PIN fails', async () => {
    const email = DEMO.terminos;
    const pin = await api.requestPin(email);
    const wrong = otherPin(pin);

    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await api.validarPin(email, wrong));

    expect(answers).toEqual([
      { estado: 'ERROR', mensaje: 'El código no es correcto. Te quedan 4 intentos.' },
      { estado: 'ERROR', mensaje: 'El código no es correcto. Te quedan 3 intentos.' },
      { estado: 'ERROR', mensaje: 'El código no es correcto. Te quedan 2 intentos.' },
      { estado: 'ERROR', mensaje: 'El código no es correcto. Te queda 1 intento.' },
      { estado: 'ERROR', mensaje: EXPIRED_PIN },
    ]);
    expect(await api.validarPin(email, pin)).toEqual({ estado: 'ERROR', mensaje: EXPIRED_PIN });
  });

  it('wrong PINs sent all at once still use up the 5 attempts', async () => {
    const email = DEMO.subusuario;
    const pin = await api.requestPin(email);

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => api.validarPin(email, otherPin(pin))),
    );

    expect(answers.every((answer) => answer.estado === 'ERROR')).toBe(true);
    const [reset] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, await userIdOf(t.db, email)));
    expect(reset!.attempts).toBe(5);
    expect(await api.validarPin(email, pin)).toEqual({ estado: 'ERROR', mensaje: EXPIRED_PIN });
  });

  it('a PIN expires 15 minutes after it was mailed', async () => {
    const email = DEMO.mantenimiento;
    const pin = await api.requestPin(email);
    t.clock.advance(15 * MINUTE);
    expect(await api.validarPin(email, pin)).toEqual({ estado: 'ERROR', mensaje: EXPIRED_PIN });
  });

  it('a new PIN replaces the previous one', async () => {
    const email = DEMO.colegio;
    const first = await api.requestPin(email);
    const second = await api.requestPin(email);
    if (first !== second) {
      expect(await api.validarPin(email, first)).toMatchObject({ estado: 'ERROR' });
    }
    expect(await api.validarPin(email, second)).toMatchObject({ estado: 'OK' });
  });

  it('the reset token expires 15 minutes after the PIN was validated', async () => {
    const email = DEMO.demo;
    const { resetToken } = await api.validarPin(email, await api.requestPin(email));
    t.clock.advance(15 * MINUTE);
    expect(await api.updatePassword(resetToken!, 'Nueva.Clave.2026')).toEqual({
      estado: 'ERROR',
      mensaje: 'El enlace para cambiar la contraseña venció. Volvé a empezar.',
    });
    expect((await login(email, 'Prestador.2026', '10.9.0.3')).statusCode).toBe(200);
    const [reset] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, await userIdOf(t.db, email)))
      .orderBy(desc(passwordResets.createdAt));
    expect(reset!.usedAt).toBeNull();
  });
});
