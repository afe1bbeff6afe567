import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODES, STAFF_MESSAGES } from '@portal/domain/staff';
import { staffAudit, staffRecoveryCodes, staffUsers } from '../../../db/schema/staff.ts';
import { expectError } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  demoStaff,
  openStaffSession,
  staffCode,
  staffLogin,
  staffPassword,
} from '../../../../test/staff.ts';
import { totpCode } from '../public.ts';

const STEP = 30_000;
const BASE = '/pre/consola/v0';
const NEW_PASSWORD = 'Una-clave-larga-2026';

describe('staff accounts: the administrators manage them (docs/decisions/0055)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await openStaffSession(t, demoStaff('admin').email)).headers;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = admin,
    payload?: object,
  ) => t.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  const me = (headers: Record<string, string>) => call('GET', '/yo', headers);

  async function create(email: string, roles: string[]) {
    const response = await call('POST', '/cuentas', admin, { email, name: 'Nueva Persona', roles });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ account: { id: number }; invitation: { token: string } }>();
  }

  it('a new account: invitation → its own password → first login enrols the app → ten recovery codes, once', async () => {
    const { account, invitation } = await create('nueva@aseguradora.test', ['support', 'admin']);
    expect((await call('GET', '/cuentas')).json()).toContainEqual(
      expect.objectContaining({
        id: account.id,
        roles: ['support', 'admin'],
        invitationPending: true,
        secondFactor: false,
      }),
    );
    // No password before the invitation is accepted.
    expectError(
      await staffPassword(t, 'nueva@aseguradora.test', NEW_PASSWORD, '10.57.0.1'),
      401,
      'LOGIN_REFUSED',
    );
    const accepted = await call(
      'POST',
      '/alta',
      {},
      { invitation: invitation.token, password: NEW_PASSWORD },
    );
    expect(accepted.statusCode, accepted.body).toBe(204);
    // An invitation is used once.
    const again = await call(
      'POST',
      '/alta',
      {},
      { invitation: invitation.token, password: NEW_PASSWORD },
    );
    expectError(again, 401, 'STAFF_INVITATION_INVALID', STAFF_MESSAGES.invitationInvalid);

    const first = await staffPassword(t, 'nueva@aseguradora.test', NEW_PASSWORD, '10.57.0.1');
    const { pendingToken, enrolment } = first.json<{
      pendingToken: string;
      enrolment: { uri: string; secret: string };
    }>();
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    // A recovery code cannot stand in for the enrolment.
    expectError(
      await staffCode(t, pendingToken, { recoveryCode: 'abcd-efgh' }),
      401,
      'STAFF_CODE_REFUSED',
    );
    const enrolled = await staffCode(t, pendingToken, {
      code: totpCode(enrolment.secret, t.clock.now()),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const { recoveryCodes } = enrolled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODES.count);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODES.count);
    // Stored hashed: no code's text is in the table.
    const stored = await t.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, account.id));
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!.replace('-', ''));

    // The next login asks for a code, no enrolment; a recovery code works once.
    t.clock.advance(STEP);
    const next = await staffPassword(t, 'nueva@aseguradora.test', NEW_PASSWORD, '10.57.0.1');
    const nextBody = next.json<{ pendingToken: string; enrolment: null }>();
    expect(nextBody.enrolment).toBeNull();
    const typed = recoveryCodes[3]!.toUpperCase();
    expect((await staffCode(t, nextBody.pendingToken, { recoveryCode: typed })).statusCode).toBe(
      200,
    );
    const replay = await staffPassword(t, 'nueva@aseguradora.test', NEW_PASSWORD, '10.57.0.1');
    const replayed = await staffCode(t, replay.json<{ pendingToken: string }>().pendingToken, {
      recoveryCode: recoveryCodes[3]!,
    });
    expectError(replayed, 401, 'STAFF_CODE_REFUSED');
  });

  it('an e-mail already in use: 409 STAFF_EMAIL_TAKEN, nothing written', async () => {
    const before = await t.db.select().from(staffUsers);
    const response = await call('POST', '/cuentas', admin, {
      email: demoStaff('support').email,
      name: 'Otra',
      roles: ['support'],
    });
    expectError(response, 409, 'STAFF_EMAIL_TAKEN', STAFF_MESSAGES.emailTaken);
    expect(await t.db.select().from(staffUsers)).toHaveLength(before.length);
  });

  it('a block ends every session of the account at once; its right password then gets 403 STAFF_BLOCKED', async () => {
    const support = demoStaff('support');
    const [one, two] = [
      await openStaffSession(t, support.email),
      await openStaffSession(t, support.email),
    ];
    expect((await me(one.headers)).statusCode).toBe(200);
    const blocked = await call('PUT', `/cuentas/${one.staffId}/bloqueo`, admin, { blocked: true });
    expect(blocked.json()).toMatchObject({ blocked: true });
    expectError(await me(one.headers), 401, 'SESSION_EXPIRED');
    expectError(await me(two.headers), 401, 'SESSION_EXPIRED');
    expectError(
      await staffPassword(t, support.email, undefined, '10.57.1.1'),
      403,
      'STAFF_BLOCKED',
      STAFF_MESSAGES.blocked,
    );
    expectError(
      await staffPassword(t, support.email, 'Prestador.2025', '10.57.1.1'),
      401,
      'LOGIN_REFUSED',
    );

    await call('PUT', `/cuentas/${one.staffId}/bloqueo`, admin, { blocked: false });
    t.clock.advance(STEP);
    await expect(
      staffLogin(t, support.email, support.totpSecret, '10.57.1.2'),
    ).resolves.toBeTruthy();
  });

  it('a role change takes effect on the next call of a live session', async () => {
    const content = demoStaff('content-editor');
    const session = await openStaffSession(t, content.email);
    expectError(await call('GET', '/cuentas', session.headers), 403, 'FORBIDDEN');
    await call('PUT', `/cuentas/${session.staffId}/roles`, admin, {
      roles: ['content-editor', 'admin'],
    });
    expect((await call('GET', '/cuentas', session.headers)).statusCode).toBe(200);
    await call('PUT', `/cuentas/${session.staffId}/roles`, admin, { roles: ['content-editor'] });
    expectError(await call('GET', '/cuentas', session.headers), 403, 'FORBIDDEN');
  });

  it('an administrator can neither block themself nor drop their own admin role', async () => {
    const own = await openStaffSession(t, demoStaff('admin').email);
    expectError(
      await call('PUT', `/cuentas/${own.staffId}/bloqueo`, own.headers, { blocked: true }),
      409,
      'STAFF_OWN_ACCOUNT',
    );
    expectError(
      await call('PUT', `/cuentas/${own.staffId}/roles`, own.headers, { roles: ['support'] }),
      409,
      'STAFF_OWN_ACCOUNT',
    );
  });

  it('an unknown account: 404', async () => {
    expectError(
      await call('PUT', '/cuentas/999999/bloqueo', admin, { blocked: true }),
      404,
      'NOT_FOUND',
    );
  });

  it('a reset second factor ends the sessions and the next login enrols again', async () => {
    const contracting = demoStaff('contracting');
    const session = await openStaffSession(t, contracting.email);
    const reset = await call('DELETE', `/cuentas/${session.staffId}/segundo-factor`);
    expect(reset.json()).toMatchObject({ secondFactor: false });
    expectError(await me(session.headers), 401, 'SESSION_EXPIRED');
    const again = await staffPassword(t, contracting.email, undefined, '10.57.2.1');
    const { enrolment } = again.json<{ enrolment: { secret: string } | null }>();
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]+$/);
    expect(enrolment?.secret).not.toBe(contracting.totpSecret);
  });

  it('the audit: every administrator action, filtered by action and staff, with no secret in it', async () => {
    const page = await call('GET', '/auditoria?action=staff.account-created');
    const body = page.json<{
      items: { action: string; targetKind: string; changes: object }[];
      total: number;
    }>();
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.items[0]).toMatchObject({
      action: 'staff.account-created',
      targetKind: 'staff',
      changes: { email: 'nueva@aseguradora.test', roles: ['support', 'admin'] },
    });
    const everything = JSON.stringify(
      await t.db.select({ changes: staffAudit.changes }).from(staffAudit),
    );
    // No key of a secret, no password, no recovery code (xxxx-xxxx) nor TOTP code (six digits).
    expect(everything).not.toMatch(
      /"\w*(password|secret|token|hash|codes?)"|Prestador\.2026|Una-clave|\b[a-z2-9]{4}-[a-z2-9]{4}\b|\b\d{6}\b/i,
    );
    const actions = (await t.db.select({ action: staffAudit.action }).from(staffAudit)).map(
      (row) => row.action,
    );
    for (const action of [
      'staff.account-created',
      'staff.invitation-accepted',
      'staff.second-factor-enrolled',
      'staff.recovery-code-used',
      'staff.blocked',
      'staff.unblocked',
      'staff.roles-changed',
      'staff.second-factor-reset',
    ]) {
      expect(actions, action).toContain(action);
    }
  });

  it('the audit by dates: a day with nothing answers an empty page', async () => {
    const page = await call('GET', '/auditoria?desde=20200101&hasta=20200102');
    expect(page.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('a non-admin reads no audit', async () => {
    const auditor = await openStaffSession(t, demoStaff('medical-auditor').email);
    expectError(await call('GET', '/auditoria', auditor.headers), 403, 'FORBIDDEN');
  });
});
