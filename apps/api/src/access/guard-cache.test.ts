import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TermsResponse } from '@portal/contracts';
import { modules, sessions } from '../db/schema/session.ts';
import { DEMO, MINUTE, TEXT, expectError } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const TTL_MS = 1_000;

describe('the access guard remembers a session check for a second', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { guardCacheMs: TTL_MS } });
  });
  afterAll(() => t.close());

  const moduleCall = (headers: Record<string, string>, id = 'validador-de-asociados') =>
    t.inject({ method: 'GET', url: `/pre/v1/modulos/${id}`, headers });

  it('a logout ends the session at once, although its check was remembered', async () => {
    const { headers } = await t.login(DEMO.demo);
    expect((await moduleCall(headers)).statusCode).toBe(200);
    const logout = await t.inject({ method: 'POST', url: '/pre/v0/auth-logout', headers });
    expect(logout.statusCode).toBe(204);
    expectError(await moduleCall(headers), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
  });

  it('a change made by another server process is seen once the second has passed', async () => {
    const { token, headers } = await t.login(DEMO.demo);
    expect((await moduleCall(headers)).statusCode).toBe(200);
    // Another process revokes the session: this one does not hear of it.
    await t.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.id, token.split('.')[0]!));
    expect((await moduleCall(headers)).statusCode).toBe(200);
    t.clock.advance(TTL_MS);
    expectError(await moduleCall(headers), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
  });

  it('a module switched off elsewhere is in maintenance after the second', async () => {
    const { headers } = await t.login(DEMO.interior);
    expect((await moduleCall(headers, 'datos-personales')).statusCode).toBe(200);
    await t.db.update(modules).set({ active: false }).where(eq(modules.id, 'datos-personales'));
    t.clock.advance(TTL_MS);
    expectError(await moduleCall(headers, 'datos-personales'), 403, 'MODULE_INACTIVE');
    await t.db.update(modules).set({ active: true }).where(eq(modules.id, 'datos-personales'));
  });

  it('a session is refused the moment it expires, remembered or not', async () => {
    const long = await createTestApp({ config: { guardCacheMs: 60 * MINUTE } });
    try {
      const { headers } = await long.login(DEMO.demo);
      expect(
        (await long.inject({ method: 'GET', url: '/pre/v1/modulos/terminos', headers })).statusCode,
      ).toBe(200);
      long.clock.advance(30 * MINUTE);
      const late = await long.inject({ method: 'GET', url: '/pre/v1/modulos/terminos', headers });
      expectError(late, 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
    } finally {
      await long.close();
    }
  });

  it('accepting the terms opens the modules at once', async () => {
    const { headers, modelEspecifico } = await t.login(DEMO.terminos);
    expectError(await moduleCall(headers, 'terminos'), 403, 'TERMS_REQUIRED');
    const query = 'entidad=2&canal=2';
    const termsId = (
      await t.inject({ method: 'GET', url: `/pre/v1/terminos?${query}`, headers })
    ).json<TermsResponse>().id;
    const accepted = await t.inject({
      method: 'POST',
      url: `/pre/v1/${modelEspecifico.idUsuario}/terminos/${termsId}/aceptar?${query}`,
      headers,
      payload: { dispositivo: { id: 'vitest', nombre: 'Vitest' } },
    });
    expect(accepted.json()).toEqual({ resultado: 'ok' });
    expect((await moduleCall(headers, 'terminos')).statusCode).toBe(200);
  });
});
