import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { tokenCodec } from '../../lib/tokens.ts';
import { DEMO, MINUTE, TEXT, bearer, expectError } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Every way a bearer token can be no good ends the same: 401 SESSION_EXPIRED (spec §8). */
describe('bearer tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userConfig = (headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/pre/v1/user-config', headers, payload: {} });

  const expectExpired = (response: Awaited<ReturnType<typeof userConfig>>) =>
    expect(expectError(response, 401, 'SESSION_EXPIRED', TEXT.sessionExpired)).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: TEXT.sessionExpired,
      code: 'SESSION_EXPIRED',
    });

  it('a live token of a fresh login is accepted', async () => {
    const { headers } = await t.login(DEMO.demo);
    expect((await userConfig(headers)).statusCode).toBe(200);
  });

  it('a request without a token gets 401 SESSION_EXPIRED with the spec message', async () => {
    expectExpired(await userConfig());
  });

  it.each([
    ['garbage', 'Bearer not-a-token'],
    ['an empty bearer', 'Bearer '],
    ['a token without its signature', `Bearer ${randomUUID()}`],
    ['another authorization scheme', 'Basic ZGVtb0BwcmVzdGFkb3Jlcy50ZXN0OlByZXN0YWRvci4yMDI2'],
    ['a token with an extra part', `Bearer ${randomUUID()}.abc.def`],
  ])('%s is refused with 401 SESSION_EXPIRED', async (_case, authorization) => {
    expectExpired(await userConfig({ authorization }));
  });

  it('a token whose signature was tampered with is refused, though its session is live', async () => {
    const { token } = await t.login(DEMO.demo);
    const [sessionId, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expectExpired(await userConfig(bearer(`${sessionId}.${flipped}`)));
    expectExpired(await userConfig(bearer(`${sessionId}.${signature.slice(1)}`)));
    // The untouched token still works: only the forgery was refused.
    expect((await userConfig(bearer(token))).statusCode).toBe(200);
  });

  it("a live session's id signed with another secret is refused", async () => {
    const { token } = await t.login(DEMO.demo);
    const forged = tokenCodec('some-other-secret').sign(token.split('.')[0]!);
    expectExpired(await userConfig(bearer(forged)));
  });

  it('a well-signed token of a session that never existed is refused', async () => {
    const forged = tokenCodec('test-secret-0123456789abcdef').sign(randomUUID());
    expectExpired(await userConfig(bearer(forged)));
  });

  it('the token of a session ended by logout is refused', async () => {
    const { headers } = await t.login(DEMO.interior);
    const logout = await t.inject({ method: 'POST', url: '/pre/v0/auth-logout', headers });
    expect(logout.statusCode).toBe(204);
    expectExpired(await userConfig(headers));
  });

  it('a token is refused once its 30 minutes have passed, also on module routes', async () => {
    const { headers } = await t.login(DEMO.colegio);
    t.clock.advance(29 * MINUTE + 59_000);
    expect((await userConfig(headers)).statusCode).toBe(200);
    t.clock.advance(1_000);
    expectExpired(await userConfig(headers));
    expectExpired(await t.inject({ method: 'GET', url: '/pre/v1/modulos/terminos', headers }));
  });

  it("disabling a user ends the user's open sessions at once and refuses new logins", async () => {
    const { headers } = await t.login(DEMO.mantenimiento);
    expect((await userConfig(headers)).statusCode).toBe(200);

    await t.db
      .update(users)
      .set({ disabledAt: t.clock.now() })
      .where(eq(users.email, DEMO.mantenimiento));

    expectExpired(await userConfig(headers));
    const login = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      payload: {
        email: DEMO.mantenimiento,
        password: 'Prestador.2026',
        apiKey: 'web',
        device: t.device,
      },
      remoteAddress: '10.7.0.1',
    });
    expectError(login, 401, 'LOGIN_REFUSED', TEXT.loginFailed);
  });
});
