import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_THROTTLE } from '@portal/domain/auth';
import {
  DEMO,
  MINUTE,
  TEXT,
  demoAccount,
  expectError,
  tableCounts,
} from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const LIMIT = RECOVERY_THROTTLE.maxMissesPerAddress;
const NOT_FOUND = { estado: 'ERROR', mensaje: 'No encontramos un usuario con esos datos.' };
const nobody = (i: number) => `nadie${i}@prestadores.test`;

/**
 * The first recovery steps tell whether an e-mail has an account; one address may miss only
 * LIMIT of them in 15 minutes. Each scenario uses its own addresses; the clock only moves on.
 */
describe('password recovery look-ups are throttled per address (docs/decisions/0003)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const demoCuit = demoAccount(DEMO.demo).provider.cuit;
  const post = (path: string, payload: object, ip: string) =>
    t.inject({ method: 'POST', url: `/pre/${path}`, payload, remoteAddress: ip });
  const validarDatos = (email: string, ip: string) =>
    post('olvido/validar_datos', { email, cuit: demoCuit }, ip);
  const validarToken = (email: string, ip: string) => post('usuarios/validar_token', { email }, ip);

  it(`an address that misses ${LIMIT} look-ups is stopped with 429, even for an e-mail that exists`, async () => {
    for (let i = 0; i < LIMIT; i++) {
      const miss = await (i % 2
        ? validarToken(nobody(i), '10.7.0.1')
        : validarDatos(nobody(i), '10.7.0.1'));
      expect(miss.json(), `miss ${i + 1}`).toEqual(NOT_FOUND);
    }
    const before = await tableCounts(t.db);

    for (const refused of [
      await validarDatos(DEMO.demo, '10.7.0.1'),
      await validarToken(DEMO.demo, '10.7.0.1'),
      await post(
        'usuarios/enviar_token',
        { email: DEMO.demo, fecha: '20260310100000' },
        '10.7.0.1',
      ),
    ]) {
      const body = expectError(refused, 429, 'THROTTLED', TEXT.tooManyAttempts);
      expect(body.retryAfterSeconds).toBe(15 * 60);
    }
    // Refused look-ups answer nothing about the account and send no mail.
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('another address is not affected', async () => {
    expect((await validarDatos(DEMO.demo, '10.7.0.2')).json()).toEqual({ estado: 'OK' });
  });

  it('look-ups that find the account never count: a front desk recovering its own users is not stopped', async () => {
    for (let i = 0; i < LIMIT * 2; i++) {
      const found = await (i % 2
        ? validarToken(DEMO.demo, '10.7.1.1')
        : validarDatos(DEMO.subusuario, '10.7.1.1'));
      expect(found.statusCode, `look-up ${i + 1}`).toBe(200);
      expect(found.json()).toMatchObject({ estado: 'OK' });
    }
    expect((await validarDatos(nobody(0), '10.7.1.1')).json()).toEqual(NOT_FOUND);
  });

  it('the lock lifts when the 15-minute window has slid past the misses', async () => {
    t.clock.advance(10 * MINUTE);
    const waiting = expectError(await validarDatos(DEMO.demo, '10.7.0.1'), 429, 'THROTTLED');
    expect(waiting.retryAfterSeconds).toBe(5 * 60);
    t.clock.advance(5 * MINUTE + 1_000);
    expect((await validarDatos(DEMO.demo, '10.7.0.1')).json()).toEqual({ estado: 'OK' });
  });

  it('a parallel burst of misses cannot get more than the limit through', async () => {
    const burst = await Promise.all(
      Array.from({ length: LIMIT + 10 }, (_, i) => validarToken(nobody(i), '10.7.2.1')),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const answered = statuses.filter((status) => status === 200).length;
    expect(answered).toBeLessThanOrEqual(LIMIT);
    // Racing look-ups may refuse each other; what the burst left unanswered stays available,
    // and no more: over the window the address gets exactly LIMIT answers.
    let later = 0;
    for (let i = 0; i < LIMIT + 1; i++) {
      if ((await validarToken(nobody(100 + i), '10.7.2.1')).statusCode === 200) later++;
    }
    expect(answered + later).toBe(LIMIT);
  });
});
