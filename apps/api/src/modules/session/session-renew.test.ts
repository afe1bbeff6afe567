import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenewResponse } from '@portal/contracts';
import { formatExp } from '@portal/domain/format';
import { sessions } from '../../db/schema/session.ts';
import { DEMO, MINUTE, TEXT, expectError, tableCounts } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('renew (auth-refresh) and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const renew = (headers: Record<string, string>, token: string) =>
    t.inject({
      method: 'POST',
      url: '/pre/v0/auth-refresh',
      headers,
      payload: { token, apiKey: 'web', device: t.device },
    });
  const userConfig = (headers: Record<string, string>) =>
    t.inject({ method: 'POST', url: '/pre/v1/user-config', headers, payload: {} });
  const logout = (headers: Record<string, string>) =>
    t.inject({ method: 'POST', url: '/pre/v0/auth-logout', headers });
  const sessionRow = async (token: string) => {
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, token.split('.')[0]!));
    return row!;
  };

  it('renewing moves exp 30 minutes past now, and the session outlives its first expiry', async () => {
    const { token, exp, headers } = await t.login(DEMO.demo);
    t.clock.advance(20 * MINUTE);

    const response = await renew(headers, token);

    expect(response.statusCode).toBe(200);
    const renewed = response.json<RenewResponse>();
    expect(renewed.token).toBe(token);
    expect(renewed.exp).toBe(formatExp(new Date(t.clock.now().getTime() + 30 * MINUTE)));
    expect(renewed.exp > exp).toBe(true);
    expect((await sessionRow(token)).expiresAt.getTime()).toBe(
      t.clock.now().getTime() + 30 * MINUTE,
    );

    // Past the exp of the login, the renewed session still works...
    t.clock.advance(15 * MINUTE);
    expect((await userConfig(headers)).statusCode).toBe(200);
    // ...until the renewed exp.
    t.clock.advance(15 * MINUTE);
    expectError(await userConfig(headers), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
  });

  it("renewing with another session's token is refused and extends neither session", async () => {
    const mine = await t.login(DEMO.interior);
    const theirs = await t.login(DEMO.colegio);
    const before = [
      (await sessionRow(mine.token)).expiresAt,
      (await sessionRow(theirs.token)).expiresAt,
    ];
    t.clock.advance(5 * MINUTE);

    const response = await renew(mine.headers, theirs.token);

    expectError(response, 401, 'RENEW_REFUSED', TEXT.renewFailed);
    expect([
      (await sessionRow(mine.token)).expiresAt,
      (await sessionRow(theirs.token)).expiresAt,
    ]).toEqual(before);
  });

  it('renewing with a forged token in the body is refused', async () => {
    const { token, headers } = await t.login(DEMO.interior);
    expectError(await renew(headers, `${token}x`), 401, 'RENEW_REFUSED', TEXT.renewFailed);
    expectError(await renew(headers, 'garbage'), 401, 'RENEW_REFUSED', TEXT.renewFailed);
  });

  it('an expired session cannot be renewed back to life', async () => {
    const { token, headers } = await t.login(DEMO.mantenimiento);
    t.clock.advance(30 * MINUTE);
    expectError(await renew(headers, token), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
    expect((await sessionRow(token)).expiresAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('a renew without the token in the body is a 400 and changes nothing', async () => {
    const { token, headers } = await t.login(DEMO.colegio);
    const before = await sessionRow(token);
    const response = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-refresh',
      headers,
      payload: { apiKey: 'web', device: t.device },
    });
    expectError(response, 400, 'VALIDATION');
    expect(await sessionRow(token)).toEqual(before);
  });

  it('logout answers 204 with no body, and the token stops working everywhere', async () => {
    const { token, headers } = await t.login(DEMO.demo);

    const response = await logout(headers);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await sessionRow(token)).revokedAt).toEqual(t.clock.now());
    expectError(await userConfig(headers), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
    expectError(await renew(headers, token), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
    expectError(await logout(headers), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
  });

  it("logout ends only that session: the same user's other session keeps working", async () => {
    const office = await t.login(DEMO.subusuario);
    const home = await t.login(DEMO.subusuario);
    expect((await logout(office.headers)).statusCode).toBe(204);
    expect((await userConfig(home.headers)).statusCode).toBe(200);
  });

  it('logout without a token is a 401 and revokes nothing', async () => {
    const before = await tableCounts(t.db);
    const revoked = await t.db.select().from(sessions);
    expectError(
      await t.inject({ method: 'POST', url: '/pre/v0/auth-logout' }),
      401,
      'SESSION_EXPIRED',
    );
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await t.db.select().from(sessions)).toEqual(revoked);
  });
});
