import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatExp } from '@portal/domain/format';
import { passwordResets, users } from '../../../db/schema/auth.ts';
import { DEMO, MINUTE, demoAccount, expectError, tableCounts } from '../../../../test/helpers.ts';
import { recoveryApi } from '../../../../test/recovery.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const NOT_FOUND = { estado: 'ERROR', mensaje: 'No encontramos un usuario con esos datos.' };
const STALE = {
  estado: 'ERROR',
  mensaje: 'La solicitud venció. Volvé a empezar la recuperación de la contraseña.',
};
const TOO_MANY = {
  estado: 'ERROR',
  mensaje: 'Pediste demasiados códigos en la última hora. Esperá un rato y volvé a intentar.',
};

describe('password recovery: checks and limits', () => {
  let t: TestApp;
  let api: ReturnType<typeof recoveryApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = recoveryApi(t);
  });
  afterAll(() => t.close());

  const demoCuit = demoAccount(DEMO.demo).provider.cuit;

  it('validar_datos is OK only for an e-mail of the provider with that CUIT', async () => {
    expect(await api.validarDatos(DEMO.demo, demoCuit)).toEqual({ estado: 'OK' });
    // The sub-user belongs to the same provider.
    expect(await api.validarDatos(DEMO.subusuario, demoCuit)).toEqual({ estado: 'OK' });
    expect(await api.validarDatos(' Demo@Prestadores.test', demoCuit)).toEqual({ estado: 'OK' });
    expect(await api.validarDatos(DEMO.demo, demoAccount(DEMO.interior).provider.cuit)).toEqual(
      NOT_FOUND,
    );
    expect(await api.validarDatos(DEMO.demo, '20111111112')).toEqual(NOT_FOUND);
    expect(await api.validarDatos('nadie@prestadores.test', demoCuit)).toEqual(NOT_FOUND);
  });

  it('nothing is mailed to an unknown e-mail', async () => {
    const before = await tableCounts(t.db);
    expect(await api.validarToken('nadie@prestadores.test')).toEqual(NOT_FOUND);
    expect(await api.enviarToken('nadie@prestadores.test', formatExp(t.clock.now()))).toEqual(
      NOT_FOUND,
    );
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('enviar_token with a fecha older than 10 minutes is an ERROR: no PIN, no mail', async () => {
    const { fecha } = await api.validarToken(DEMO.interior);
    t.clock.advance(10 * MINUTE + 1_000);
    const before = await tableCounts(t.db);
    expect(await api.enviarToken(DEMO.interior, fecha!)).toEqual(STALE);
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await t.lastMailTo(DEMO.interior)).toBeNull();
  });

  it('a fecha from the future or that is no real date is an ERROR too', async () => {
    const before = await tableCounts(t.db);
    const future = formatExp(new Date(t.clock.now().getTime() + MINUTE));
    expect(await api.enviarToken(DEMO.interior, future)).toEqual(STALE);
    expect(await api.enviarToken(DEMO.interior, '20261340250000')).toEqual(STALE);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('a disabled user cannot recover the password', async () => {
    await t.db
      .update(users)
      .set({ disabledAt: t.clock.now() })
      .where(eq(users.email, DEMO.mantenimiento));
    const cuit = demoAccount(DEMO.mantenimiento).provider.cuit;
    expect(await api.validarDatos(DEMO.mantenimiento, cuit)).toEqual(NOT_FOUND);
    expect(await api.validarToken(DEMO.mantenimiento)).toEqual(NOT_FOUND);
  });

  it.each([
    [
      'olvido/validar_datos',
      { email: DEMO.demo, cuit: '20-23456789-4' },
      'El CUIT tiene 11 dígitos, sin guiones.',
    ],
    ['olvido/validar_datos', { email: DEMO.demo }, 'body.cuit'],
    [
      'olvido/validar_datos',
      { email: 'no-es-un-mail', cuit: demoCuit },
      'Ingresá un e-mail válido.',
    ],
    ['usuarios/validar_token', {}, 'body.email'],
    ['usuarios/enviar_token', { email: DEMO.demo, fecha: '2026031010000' }, 'body.fecha'],
    ['usuarios/enviar_token', { email: DEMO.demo }, 'body.fecha'],
    ['olvido/validar_pin', { email: DEMO.demo, pin: '12345' }, 'El PIN tiene 6 dígitos.'],
    ['olvido/validar_pin', { email: DEMO.demo, pin: 'abcdef' }, 'El PIN tiene 6 dígitos.'],
    [
      'olvido/update_password',
      { resetToken: 'x'.repeat(43), password: 'corta' },
      'La contraseña debe tener al menos 8 caracteres.',
    ],
    [
      'olvido/update_password',
      { resetToken: 'x'.repeat(43), password: 'x'.repeat(31) },
      'La contraseña tiene como máximo 30 caracteres.',
    ],
    [
      'olvido/update_password',
      { resetToken: 'corto', password: 'Nueva.Clave.2026' },
      'body.resetToken',
    ],
  ])('POST /pre/%s with %j is a 400 and writes nothing', async (path, payload, expected) => {
    const before = await tableCounts(t.db);
    const { response } = await api.post(path, payload);
    const body = expectError(response, 400, 'VALIDATION');
    expect(body.message).toContain(expected);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('an unknown reset token changes no password', async () => {
    const before = await tableCounts(t.db);
    expect(await api.updatePassword('x'.repeat(43), 'Nueva.Clave.2026')).toMatchObject({
      estado: 'ERROR',
    });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('after 5 PINs in an hour the next one is refused, and the limit lifts an hour later', async () => {
    const email = DEMO.colegio;
    for (let i = 0; i < 5; i++) {
      await api.requestPin(email);
      t.clock.advance(MINUTE);
    }
    const before = await tableCounts(t.db);
    expect(await api.validarToken(email)).toEqual(TOO_MANY);
    // A client that skips step 2 is stopped at step 3 as well.
    expect(await api.enviarToken(email, formatExp(t.clock.now()))).toEqual(TOO_MANY);
    expect(await tableCounts(t.db)).toEqual(before);

    t.clock.advance(56 * MINUTE);
    expect(await api.validarToken(email)).toMatchObject({ estado: 'OK' });
  });

  it('a parallel burst of PIN requests still issues at most 5 in an hour', async () => {
    const email = DEMO.terminos;
    const { fecha } = await api.validarToken(email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.enviarToken(email, fecha!)),
    );
    expect(answers.filter((answer) => answer.estado === 'OK')).toHaveLength(5);
    expect(answers.filter((answer) => answer.estado === 'ERROR')).toEqual(
      Array.from({ length: 3 }, () => TOO_MANY),
    );
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const pins = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user!.id));
    expect(pins).toHaveLength(5);
  });
});
