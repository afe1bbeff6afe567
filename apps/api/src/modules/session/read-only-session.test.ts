import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalAuthResponse, TermsResponse, UserConfigResponse } from '@portal/contracts';
import { auditLog } from '../../db/schema/core.ts';
import { termsAcceptances } from '../../db/schema/session.ts';
import { whileInsertsFail } from '../../../test/failing-inserts.ts';
import { DEMO, TEXT, bearer, expectError, tableCounts } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createExternalGrant, type ExternalGrantMode } from './external-auth.service.ts';

const QUERY = 'entidad=2&canal=2';

/**
 * Sessions an operator opens with `npm run impersonate`: read-only ones may look but not
 * write; impersonated ones act as the user. Every request of both is audited.
 */
describe('read-only and impersonated sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function open(email: string, mode: ExternalGrantMode, operator: string) {
    const issued = await createExternalGrant(
      { db: t.db, clock: t.clock, publicUrl: t.config.publicUrl },
      { email, mode, operator },
    );
    const response = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-external',
      payload: { code: issued.entry.code },
    });
    expect(response.statusCode).toBe(200);
    const { authData } = response.json<ExternalAuthResponse>();
    return {
      token: authData.token,
      sessionId: authData.token.split('.')[0]!,
      userId: authData.userDetail.idUsuario,
      headers: bearer(authData.token),
    };
  }
  const acceptTerms = (headers: Record<string, string>, userId: number, termsId: number) =>
    t.inject({
      method: 'POST',
      url: `/pre/v1/${userId}/terminos/${termsId}/aceptar?${QUERY}`,
      headers,
      payload: { dispositivo: { id: 'operador', nombre: 'Soporte' } },
    });
  const termsId = async (headers: Record<string, string>) =>
    (
      await t.inject({ method: 'GET', url: `/pre/v1/terminos?${QUERY}`, headers })
    ).json<TermsResponse>().id;
  const userConfig = (headers: Record<string, string>) =>
    t.inject({ method: 'POST', url: '/pre/v1/user-config', headers, payload: {} });
  const requestsOf = (sessionId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.sessionId, sessionId), eq(auditLog.action, 'external-session.request')),
      )
      .orderBy(asc(auditLog.id));

  it('a read-only session may not write: accepting terms is 403 READ_ONLY and nothing is written', async () => {
    const session = await open(DEMO.terminos, 'readOnly', 'ana.soporte');
    const id = await termsId(session.headers);
    const before = await tableCounts(t.db);

    const response = await acceptTerms(session.headers, session.userId, id);

    expectError(response, 403, 'READ_ONLY', TEXT.readOnly);
    const after = await tableCounts(t.db);
    expect(after.termsAcceptances).toBe(before.termsAcceptances);
    // The refused write is itself audited, and nothing else is written.
    expect(after).toEqual({ ...before, auditLog: before.auditLog + 1 });
  });

  it('a read-only session may read: GETs, user-config, renew and logout work', async () => {
    const session = await open(DEMO.demo, 'readOnly', 'ana.soporte');

    const config = await userConfig(session.headers);
    expect(config.statusCode).toBe(200);
    expect(config.json<UserConfigResponse>()).toMatchObject({
      mode: 'readOnly',
      userDetail: { email: DEMO.demo },
    });
    for (const url of [`/pre/v1/terminos?${QUERY}`, '/pre/v1/modulos/validador-de-asociados']) {
      expect(
        (await t.inject({ method: 'GET', url, headers: session.headers })).statusCode,
        url,
      ).toBe(200);
    }
    const renew = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-refresh',
      headers: session.headers,
      payload: { token: session.token, apiKey: 'web', device: t.device },
    });
    expect(renew.statusCode).toBe(200);
    const logout = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-logout',
      headers: session.headers,
    });
    expect(logout.statusCode).toBe(204);
    expectError(
      await t.inject({ method: 'GET', url: `/pre/v1/terminos?${QUERY}`, headers: session.headers }),
      401,
      'SESSION_EXPIRED',
    );
  });

  it('a read-only session still meets the permission guard before the read-only one', async () => {
    const session = await open(DEMO.subusuario, 'readOnly', 'ana.soporte');
    const response = await t.inject({
      method: 'GET',
      url: '/pre/v1/modulos/gestion-usuarios',
      headers: session.headers,
    });
    expectError(response, 403, 'FORBIDDEN', TEXT.noPermission);
  });

  it('an impersonated session acts as the user: it may accept the terms', async () => {
    const session = await open(DEMO.terminos, 'impersonated', 'pedro.mesa');
    const id = await termsId(session.headers);

    const response = await acceptTerms(session.headers, session.userId, id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resultado: 'ok' });
    const rows = await t.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, session.userId));
    expect(rows).toHaveLength(1);
  });

  it('the audit log holds the opening and one row per request of the session, with the operator', async () => {
    const session = await open(DEMO.colegio, 'readOnly', 'lucia.auditoria');
    const calls = [
      { method: 'POST', url: '/pre/v1/user-config', payload: {} },
      { method: 'GET', url: `/pre/v1/terminos?${QUERY}` },
      { method: 'GET', url: '/pre/v1/modulos/censos' },
      { method: 'POST', url: `/pre/v1/${session.userId}/terminos/1/aceptar?${QUERY}`, payload: {} },
    ] as const;
    const statuses = [];
    for (const call of calls) {
      statuses.push((await t.inject({ ...call, headers: session.headers })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 403]);

    const [opened] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.sessionId, session.sessionId),
          eq(auditLog.action, 'external-session.open'),
        ),
      );
    expect(opened).toMatchObject({
      operator: 'lucia.auditoria',
      userId: session.userId,
      providerId: 500001,
      details: { mode: 'readOnly' },
    });
    const requests = await requestsOf(session.sessionId);
    expect(
      requests.map((row) => ({ operator: row.operator, userId: row.userId, ...row.details })),
    ).toEqual([
      {
        operator: 'lucia.auditoria',
        userId: session.userId,
        method: 'POST',
        route: '/pre/v1/user-config',
        statusCode: 200,
      },
      {
        operator: 'lucia.auditoria',
        userId: session.userId,
        method: 'GET',
        route: '/pre/v1/terminos',
        statusCode: 200,
      },
      {
        operator: 'lucia.auditoria',
        userId: session.userId,
        method: 'GET',
        route: '/pre/v1/modulos/:id',
        statusCode: 200,
      },
      {
        operator: 'lucia.auditoria',
        userId: session.userId,
        method: 'POST',
        route: '/pre/v1/:userId/terminos/:termsId/aceptar',
        statusCode: 403,
      },
    ]);
    expect(requests.every((row) => row.providerId === 500001)).toBe(true);
  });

  it('an operator request whose audit row cannot be written fails with the spec 500 and leaks nothing', async () => {
    const session = await open(DEMO.colegio, 'readOnly', 'lucia.auditoria');
    await whileInsertsFail(t.db, 'audit_log', async () => {
      const response = await userConfig(session.headers);
      expectError(response, 500, 'SERVER_ERROR', TEXT.serverError);
      expect(response.body).not.toMatch(/menu|audit_log|lucia/);
    });
    const again = await userConfig(session.headers);
    expect(again.statusCode).toBe(200);
  });

  it("a provider's own sessions are not audited request by request", async () => {
    const { headers, token } = await t.login(DEMO.interior);
    await t.inject({ method: 'POST', url: '/pre/v1/user-config', headers, payload: {} });
    expect(await requestsOf(token.split('.')[0]!)).toEqual([]);
  });
});
