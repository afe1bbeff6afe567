import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@portal/domain/auth';
import { STAFF_LOGIN, STAFF_MESSAGES } from '@portal/domain/staff';
import { DEMO, expectError } from '../../../../test/helpers.ts';
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
const ME = '/pre/consola/v0/yo';

describe("the staff's login: password, then a second factor (docs/decisions/0055)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.inject({ method: 'GET', url: ME, headers });
  const pendingOf = async (email: string, ip: string) => {
    const response = await staffPassword(t, email, undefined, ip);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      pendingToken: string;
      enrolment: { uri: string; secret: string } | null;
    }>();
  };
  const admin = demoStaff('admin');

  it('a confirmed account: the password answers a pending token and no enrolment; its code opens a session', async () => {
    t.clock.advance(STEP);
    const pending = await pendingOf(admin.email, '10.56.0.1');
    expect(pending.enrolment).toBeNull();
    const opened = await staffCode(t, pending.pendingToken, {
      code: totpCode(admin.totpSecret, t.clock.now()),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const body = opened.json<{ token: string; recoveryCodes: null; staff: object }>();
    expect(body.recoveryCodes).toBeNull();
    expect(body.staff).toMatchObject({ email: admin.email, roles: ['admin'] });
    const who = await me({ authorization: `Bearer ${body.token}` });
    expect(who.json()).toMatchObject({ email: admin.email, name: admin.name, roles: ['admin'] });
  });

  it.each([
    ['a wrong password', admin.email, 'Prestador.2025'],
    ['an unknown e-mail', 'nadie@aseguradora.test', 'Prestador.2026'],
    ["a provider's account (another realm)", DEMO.demo, 'Prestador.2026'],
  ])('%s: 401 LOGIN_REFUSED, no pending token', async (_case, email, password) => {
    const response = await staffPassword(t, email, password, '10.56.0.2');
    expectError(response, 401, 'LOGIN_REFUSED', STAFF_MESSAGES.loginFailed);
  });

  it('a wrong code is refused and the pending token still takes the right one', async () => {
    t.clock.advance(STEP);
    const pending = await pendingOf(admin.email, '10.56.0.3');
    const right = totpCode(admin.totpSecret, t.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    expectError(
      await staffCode(t, pending.pendingToken, { code: wrong }),
      401,
      'STAFF_CODE_REFUSED',
      STAFF_MESSAGES.codeRefused,
    );
    expect((await staffCode(t, pending.pendingToken, { code: right })).statusCode).toBe(200);
  });

  it('a code of the step before is accepted (clock drift), two steps before is not', async () => {
    t.clock.advance(STEP * 3);
    const late = await pendingOf(admin.email, '10.56.0.4');
    const twoBefore = totpCode(admin.totpSecret, new Date(t.clock.now().getTime() - 2 * STEP));
    expectError(
      await staffCode(t, late.pendingToken, { code: twoBefore }),
      401,
      'STAFF_CODE_REFUSED',
    );
    const oneBefore = totpCode(admin.totpSecret, new Date(t.clock.now().getTime() - STEP));
    expect((await staffCode(t, late.pendingToken, { code: oneBefore })).statusCode).toBe(200);
  });

  it('a code that opened a session opens no second one (a replay), even with a new password step', async () => {
    t.clock.advance(STEP * 3);
    const code = totpCode(admin.totpSecret, t.clock.now());
    const first = await pendingOf(admin.email, '10.56.0.5');
    expect((await staffCode(t, first.pendingToken, { code })).statusCode).toBe(200);
    const second = await pendingOf(admin.email, '10.56.0.5');
    expectError(await staffCode(t, second.pendingToken, { code }), 401, 'STAFF_CODE_REFUSED');
  });

  it('a pending token is used up by the session it opened', async () => {
    t.clock.advance(STEP);
    const pending = await pendingOf(admin.email, '10.56.0.6');
    const code = totpCode(admin.totpSecret, t.clock.now());
    expect((await staffCode(t, pending.pendingToken, { code })).statusCode).toBe(200);
    t.clock.advance(STEP);
    const next = totpCode(admin.totpSecret, t.clock.now());
    expectError(
      await staffCode(t, pending.pendingToken, { code: next }),
      401,
      'STAFF_PENDING_EXPIRED',
    );
  });

  it('a pending token lapses after its lifetime: 401 STAFF_PENDING_EXPIRED', async () => {
    t.clock.advance(STEP);
    const pending = await pendingOf(admin.email, '10.56.0.7');
    t.clock.advance(STAFF_LOGIN.pendingTtlMs + 1);
    const code = totpCode(admin.totpSecret, t.clock.now());
    expectError(
      await staffCode(t, pending.pendingToken, { code }),
      401,
      'STAFF_PENDING_EXPIRED',
      STAFF_MESSAGES.pendingExpired,
    );
  });

  it('a pending token is no session, and a session is no pending token', async () => {
    t.clock.advance(STEP);
    const pending = await pendingOf(admin.email, '10.56.0.8');
    expectError(
      await me({ authorization: `Bearer ${pending.pendingToken}` }),
      401,
      'SESSION_EXPIRED',
    );
    const session = await openStaffSession(t, admin.email);
    const token = session.headers.authorization.slice('Bearer '.length);
    const code = totpCode(admin.totpSecret, t.clock.now());
    expectError(await staffCode(t, token, { code }), 401, 'STAFF_PENDING_EXPIRED');
  });

  it('the realms do not mix: a staff token opens no provider call, a provider token no staff call', async () => {
    const staff = await openStaffSession(t, admin.email);
    const provider = await t.login(DEMO.demo);
    const asStaff = await t.inject({
      method: 'POST',
      url: '/pre/v1/user-config',
      headers: staff.headers,
    });
    expectError(asStaff, 401, 'SESSION_EXPIRED');
    expectError(await me(provider.headers), 401, 'SESSION_EXPIRED');
  });

  it(`${LOGIN_THROTTLE.maxPerAccountAndAddress} wrong passwords lock the account at that address: the right one gets 429`, async () => {
    const auditor = demoStaff('medical-auditor');
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAccountAndAddress; i++) {
      expect(
        (await staffPassword(t, auditor.email, 'Prestador.2025', '10.56.1.1')).statusCode,
      ).toBe(401);
    }
    const locked = await staffPassword(t, auditor.email, undefined, '10.56.1.1');
    expectError(locked, 429, 'THROTTLED');
    // Another address is not this one's lock.
    expect((await staffPassword(t, auditor.email, undefined, '10.56.1.2')).statusCode).toBe(200);
  });

  it(`${LOGIN_THROTTLE.maxPerAccountAndAddress} wrong codes lock the second step at that address`, async () => {
    const settlements = demoStaff('settlements');
    t.clock.advance(STEP);
    const pending = await pendingOf(settlements.email, '10.56.1.3');
    const right = totpCode(settlements.totpSecret, t.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < LOGIN_THROTTLE.maxPerAccountAndAddress; i++) {
      const response = await staffCode(t, pending.pendingToken, { code: wrong }, '10.56.1.3');
      expect(response.statusCode).toBe(401);
    }
    expectError(
      await staffCode(t, pending.pendingToken, { code: right }, '10.56.1.3'),
      429,
      'THROTTLED',
    );
  });

  it('logout ends the session on the server', async () => {
    const session = await openStaffSession(t, admin.email);
    expect((await me(session.headers)).statusCode).toBe(200);
    const out = await t.inject({
      method: 'POST',
      url: '/pre/consola/v0/logout',
      headers: session.headers,
    });
    expect(out.statusCode).toBe(204);
    expectError(await me(session.headers), 401, 'SESSION_EXPIRED');
  });

  it('a login through both steps is audited', async () => {
    const support = demoStaff('support');
    t.clock.advance(STEP);
    const { staff } = await staffLogin(t, support.email, support.totpSecret, '10.56.2.1');
    const adminSession = await openStaffSession(t, admin.email);
    const audit = await t.inject({
      method: 'GET',
      url: `/pre/consola/v0/auditoria?staffId=${staff.id}&action=staff.login`,
      headers: adminSession.headers,
    });
    expect(audit.json()).toMatchObject({
      items: [
        {
          staffId: staff.id,
          staffEmail: support.email,
          action: 'staff.login',
          changes: { method: 'totp' },
        },
      ],
      total: 1,
    });
  });
});
