import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalAuthResponse } from '@portal/contracts';
import { users } from '../../db/schema/auth.ts';
import { auditLog } from '../../db/schema/core.ts';
import { externalAuthGrants, sessions } from '../../db/schema/session.ts';
import { sha256 } from '../../lib/crypto.ts';
import { DEMO, MINUTE, TEXT, expectError, tableCounts, userIdOf } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createExternalGrant,
  ExternalGrantError,
  type ExternalGrantInput,
} from './external-auth.service.ts';

describe('operator grants and POST /pre/v0/auth-external', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const grant = (input: Partial<ExternalGrantInput> = {}) =>
    createExternalGrant(
      { db: t.db, clock: t.clock, publicUrl: t.config.publicUrl },
      { email: DEMO.demo, mode: 'readOnly', operator: 'ana.soporte', ...input },
    );
  const redeem = (code: string) =>
    t.inject({ method: 'POST', url: '/pre/v0/auth-external', payload: { code } });

  it('a grant is a link to the SPA carrying the code, its exp and the mode flags', async () => {
    const issued = await grant({ mode: 'readOnly' });
    const prefix = `${t.config.publicUrl}/prestadores/?externalAuth=`;
    expect(issued.link.startsWith(prefix)).toBe(true);
    const param = new URL(issued.link).searchParams.get('externalAuth')!;
    expect(param).toMatch(/^[\w-]+$/);
    const entry: unknown = JSON.parse(Buffer.from(param, 'base64url').toString('utf8'));
    expect(entry).toEqual({
      code: issued.entry.code,
      // 10 minutes after 10:00 in Argentina, YYYYMMDDHHmmss.
      exp: '20260310101000',
      model: { soloLectura: true, impersonado: false },
    });
    const impersonated = await grant({ mode: 'impersonated' });
    expect(impersonated.entry.model).toEqual({ soloLectura: false, impersonado: true });
  });

  it('only the SHA-256 of the code is stored, with the operator, and the grant is audited', async () => {
    const issued = await grant({ email: DEMO.interior, operator: 'pedro.mesa', minutes: 5 });
    const [row] = await t.db
      .select()
      .from(externalAuthGrants)
      .where(eq(externalAuthGrants.id, issued.grantId));
    expect(row).toMatchObject({
      codeHash: sha256(issued.entry.code),
      userId: await userIdOf(t.db, DEMO.interior),
      mode: 'readOnly',
      operator: 'pedro.mesa',
      usedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(issued.entry.code);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(5 * MINUTE);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'external-session.grant'), eq(auditLog.operator, 'pedro.mesa')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: await userIdOf(t.db, DEMO.interior),
      providerId: 200001,
      details: { mode: 'readOnly', grantId: issued.grantId },
    });
  });

  it('a valid code opens the session: 200 with authData, token, tokenExpirationDate and mode', async () => {
    const issued = await grant({
      email: DEMO.colegio,
      mode: 'impersonated',
      operator: 'ana.soporte',
    });

    const response = await redeem(issued.entry.code);

    expect(response.statusCode).toBe(200);
    const body = response.json<ExternalAuthResponse>();
    expect(body.statusCode).toBe(200);
    expect(body.authData).toMatchObject({
      token: expect.stringMatching(/^[0-9a-f-]{36}\.[\w-]+$/),
      tokenExpirationDate: '20260310103000',
      mode: 'impersonated',
      userDetail: { email: DEMO.colegio, prestador: { id: 500001 } },
      userHasAcceptedTerms: true,
      isCircle: true,
      managementUnit: [5, 6],
    });
    expect(body.authData.userPermissions.leftNavigationAndMenuButtons.length).toBeGreaterThan(0);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, body.authData.token.split('.')[0]!));
    expect(session).toMatchObject({
      mode: 'impersonated',
      operator: 'ana.soporte',
      revokedAt: null,
    });
  });

  it('the same code a second time is refused with the spec impersonation message', async () => {
    const issued = await grant({ email: DEMO.mantenimiento });
    expect((await redeem(issued.entry.code)).statusCode).toBe(200);
    const before = await tableCounts(t.db);

    const again = await redeem(issued.entry.code);

    expect(expectError(again, 401, 'EXTERNAL_AUTH_REFUSED', TEXT.impersonateFailed)).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: TEXT.impersonateFailed,
      code: 'EXTERNAL_AUTH_REFUSED',
    });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('an expired code is refused and stays unused', async () => {
    const issued = await grant({ email: DEMO.terminos, minutes: 1 });
    t.clock.advance(MINUTE);
    const before = await tableCounts(t.db);

    expectError(
      await redeem(issued.entry.code),
      401,
      'EXTERNAL_AUTH_REFUSED',
      TEXT.impersonateFailed,
    );

    expect(await tableCounts(t.db)).toEqual(before);
    const [row] = await t.db
      .select()
      .from(externalAuthGrants)
      .where(eq(externalAuthGrants.id, issued.grantId));
    expect(row!.usedAt).toBeNull();
  });

  it('an unknown code is refused; a code of the wrong size is a 400', async () => {
    const before = await tableCounts(t.db);
    expectError(await redeem('a'.repeat(43)), 401, 'EXTERNAL_AUTH_REFUSED', TEXT.impersonateFailed);
    expectError(await redeem('short'), 400, 'VALIDATION');
    expectError(await redeem('a'.repeat(201)), 400, 'VALIDATION');
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('a code whose user was disabled after the grant opens nothing usable', async () => {
    const issued = await grant({ email: DEMO.subusuario, mode: 'impersonated' });
    const response = await redeem(issued.entry.code);
    const { token } = response.json<ExternalAuthResponse>().authData;
    await t.db
      .update(users)
      .set({ disabledAt: t.clock.now() })
      .where(eq(users.email, DEMO.subusuario));
    const config = await t.inject({
      method: 'POST',
      url: '/pre/v1/user-config',
      headers: { authorization: `Bearer ${token}` },
    });
    expectError(config, 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
  });

  it('a user disabled between grant and redemption gets nothing, and nothing is half-written', async () => {
    const issued = await grant({ email: DEMO.colegio, mode: 'impersonated' });
    await t.db
      .update(users)
      .set({ disabledAt: t.clock.now() })
      .where(eq(users.email, DEMO.colegio));
    const before = await tableCounts(t.db);
    const response = await redeem(issued.entry.code);
    expectError(response, 401, 'EXTERNAL_AUTH_REFUSED', TEXT.impersonateFailed);
    expect(await tableCounts(t.db)).toEqual(before);
    const [row] = await t.db
      .select({ usedAt: externalAuthGrants.usedAt })
      .from(externalAuthGrants)
      .where(eq(externalAuthGrants.id, issued.grantId));
    expect(row!.usedAt).toBeNull();
    await t.db.update(users).set({ disabledAt: null }).where(eq(users.email, DEMO.colegio));
  });

  it.each([
    ['an unknown e-mail', { email: 'nadie@prestadores.test' }, /no user/],
    ['zero minutes', { minutes: 0 }, /minutes/],
    ['more than an hour', { minutes: 61 }, /minutes/],
    ['a fraction of a minute', { minutes: 1.5 }, /minutes/],
    ['a blank operator', { operator: '   ' }, /operator/],
    ['an operator name too long', { operator: 'x'.repeat(121) }, /operator/],
  ])('a grant for %s is refused and writes nothing', async (_case, input, message) => {
    const before = await tableCounts(t.db);
    const attempt = grant(input);
    await expect(attempt).rejects.toBeInstanceOf(ExternalGrantError);
    await expect(attempt).rejects.toThrow(message);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('a grant for a disabled user is refused', async () => {
    // subusuario@ was disabled above.
    await expect(grant({ email: DEMO.subusuario })).rejects.toThrow(/disabled/);
  });

  it('the link ignores a trailing slash in PUBLIC_URL and finds the user whatever the case', async () => {
    const issued = await createExternalGrant(
      { db: t.db, clock: t.clock, publicUrl: 'https://portal.example.test/' },
      { email: ' DEMO@Prestadores.test ', mode: 'impersonated', operator: 'ana' },
    );
    expect(issued.link.startsWith('https://portal.example.test/prestadores/?externalAuth=')).toBe(
      true,
    );
    expect(issued.email).toBe(DEMO.demo);
  });
});
