import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_THROTTLE } from '@portal/domain/auth';
import { DEMO, TEXT, demoAccount, expectError, tableCounts } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const LIMIT = RECOVERY_THROTTLE.maxMissesPerAddress;
const demo = demoAccount(DEMO.demo).provider;
/** A CUIT of the right shape that is not demo@'s provider's. */
const wrongCuit = (i: number) => String(20_000_000_000 + i);

/**
 * Registration's look-ups tell whether a provider's code and CUIT match and whether an e-mail has
 * an account: the same per-address budget of misses as password recovery's (docs/decisions/0003).
 */
describe('registration look-ups are throttled per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object, ip: string) =>
    t.inject({ method: 'POST', url: `/pre/registracion/${path}`, payload, remoteAddress: ip });
  const guess = (i: number, ip: string) =>
    post('prestador', { codPrestador: demo.id, cuit: wrongCuit(i) }, ip);
  const probe = (email: string, ip: string) => post('verificar', { email }, ip);

  it(`an address that guesses ${LIMIT} codes and CUITs, or finds taken e-mails, is stopped with 429`, async () => {
    for (let i = 0; i < LIMIT; i++) {
      const answer = await (i % 2 ? probe(DEMO.subusuario, '10.8.0.1') : guess(i, '10.8.0.1'));
      expect(answer.statusCode, `look-up ${i + 1}`).toBe(200);
      expect(answer.json()).toMatchObject({ estado: 'ERROR' });
    }
    const before = await tableCounts(t.db);
    for (const refused of [
      await probe(DEMO.demo, '10.8.0.1'),
      await post('prestador', { codPrestador: demo.id, cuit: demo.cuit }, '10.8.0.1'),
    ]) {
      const body = expectError(refused, 429, 'THROTTLED', TEXT.tooManyAttempts);
      expect(body.retryAfterSeconds).toBe(15 * 60);
      expect(refused.headers['retry-after']).toBe(String(15 * 60));
    }
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('another address still gets its answers', async () => {
    expect((await probe(DEMO.demo, '10.8.0.2')).json()).toMatchObject({ estado: 'ERROR' });
  });

  it('a free e-mail never counts: a front desk typing its own address is not stopped', async () => {
    for (let i = 0; i < LIMIT * 2; i++) {
      const answer = await probe(`nueva${i}@prestadores.test`, '10.8.1.1');
      expect(answer.json(), `look-up ${i + 1}`).toEqual({ estado: 'OK' });
    }
  });
});
