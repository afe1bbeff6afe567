import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@portal/domain/auth';
import { loginAttempts } from '../../../db/schema/auth.ts';
import { DEMO, MINUTE, TEXT, expectError, tableCounts } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const RIGHT = 'Prestador.2026';
const WRONG = 'Prestador.2025';

/**
 * Every scenario uses its own account and addresses; failures of a scenario happen at one
 * instant and the clock only moves forward, so scenarios do not see each other's windows.
 */
describe('login throttling (docs/decisions/0003)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      payload: { email, password, apiKey: 'web', device: t.device },
      remoteAddress: ip,
    });

  async function fail(times: number, email: (i: number) => string, ip: (i: number) => string) {
    for (let i = 0; i < times; i++) {
      const response = await login(email(i), WRONG, ip(i));
      expect(response.statusCode, `failure ${i + 1}`).toBe(401);
    }
  }

  it('after 5 failures from one address the account is locked there: even the right password gets 429 THROTTLED', async () => {
    await fail(
      LOGIN_THROTTLE.maxPerAccountAndAddress,
      () => DEMO.interior,
      () => '10.1.0.1',
    );
    const before = await tableCounts(t.db);

    const response = await login(DEMO.interior, RIGHT, '10.1.0.1');

    const body = expectError(response, 429, 'THROTTLED', TEXT.tooManyAttempts);
    expect(body.retryAfterSeconds).toBe(15 * 60);
    // A refused attempt is not recorded (so the lock lifts on time) and opens no session.
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('the locked account still logs in from another address', async () => {
    const response = await login(DEMO.interior, RIGHT, '10.1.0.2');
    expect(response.statusCode).toBe(200);
  });

  it('retryAfterSeconds counts down, and the lock lifts when the 15-minute window has passed', async () => {
    t.clock.advance(5 * MINUTE);
    const waiting = await login(DEMO.interior, RIGHT, '10.1.0.1');
    expect(expectError(waiting, 429, 'THROTTLED').retryAfterSeconds).toBe(10 * 60);

    t.clock.advance(10 * MINUTE);
    const response = await login(DEMO.interior, RIGHT, '10.1.0.1');
    expect(response.statusCode).toBe(200);
  });

  it('the same e-mail typed with capitals counts as the same account', async () => {
    await fail(
      LOGIN_THROTTLE.maxPerAccountAndAddress,
      (i) => (i % 2 ? 'MANTENIMIENTO@prestadores.test' : DEMO.mantenimiento),
      () => '10.1.1.1',
    );
    expectError(await login(DEMO.mantenimiento, RIGHT, '10.1.1.1'), 429, 'THROTTLED');
  });

  it('a successful login clears the failures counted for that account and address', async () => {
    await fail(
      LOGIN_THROTTLE.maxPerAccountAndAddress - 1,
      () => DEMO.terminos,
      () => '10.1.2.1',
    );
    t.clock.advance(1_000);
    expect((await login(DEMO.terminos, RIGHT, '10.1.2.1')).statusCode).toBe(200);
    t.clock.advance(1_000);
    await fail(
      LOGIN_THROTTLE.maxPerAccountAndAddress - 1,
      () => DEMO.terminos,
      () => '10.1.2.1',
    );
    t.clock.advance(1_000);
    expect((await login(DEMO.terminos, RIGHT, '10.1.2.1')).statusCode).toBe(200);
  });

  it('a burst of 20 parallel wrong passwords from one address gets at most 5 judged; the rest get 429', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => login(DEMO.subusuario, WRONG, '10.1.3.1')),
    );
    const judged = burst.filter((response) => response.statusCode === 401).length;
    const throttled = burst.filter((response) => response.statusCode === 429).length;
    // How many get judged depends on how the attempts interleave; never more than the limit.
    expect(judged).toBeLessThanOrEqual(LOGIN_THROTTLE.maxPerAccountAndAddress);
    expect(judged + throttled).toBe(20);
    // Only judged attempts stay recorded, so the lock still lifts on time.
    const rows = await t.db.select().from(loginAttempts).where(eq(loginAttempts.ip, '10.1.3.1'));
    expect(rows).toHaveLength(judged);
  });

  it('a distributed attack (50 failures from 50 addresses) locks the account for unknown addresses only', async () => {
    // The real user logged in from the office before the attack.
    expect((await login(DEMO.colegio, RIGHT, '10.2.0.1')).statusCode).toBe(200);
    await fail(
      LOGIN_THROTTLE.maxPerAccount,
      () => DEMO.colegio,
      (i) => `10.3.0.${i + 1}`,
    );
    const attempts = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, DEMO.colegio));
    expect(attempts.filter((attempt) => !attempt.success)).toHaveLength(
      LOGIN_THROTTLE.maxPerAccount,
    );

    const fromUnknown = await login(DEMO.colegio, RIGHT, '10.4.0.1');
    expectError(fromUnknown, 429, 'THROTTLED', TEXT.tooManyAttempts);

    const fromOffice = await login(DEMO.colegio, RIGHT, '10.2.0.1');
    expect(fromOffice.statusCode).toBe(200);
  });

  it('one address failing on 30 different accounts is locked for every account, the right ones included', async () => {
    await fail(
      LOGIN_THROTTLE.maxPerAddress,
      (i) => `desconocido${i}@prestadores.test`,
      () => '10.5.0.1',
    );

    expectError(await login(DEMO.demo, RIGHT, '10.5.0.1'), 429, 'THROTTLED', TEXT.tooManyAttempts);
    expectError(await login('otro@prestadores.test', WRONG, '10.5.0.1'), 429, 'THROTTLED');
    // The accounts themselves are fine from anywhere else.
    expect((await login(DEMO.demo, RIGHT, '10.5.0.2')).statusCode).toBe(200);
  });
});
