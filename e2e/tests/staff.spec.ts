import { expect, test, type APIRequestContext } from '@playwright/test';
import { TOTP } from 'otpauth';

/**
 * The staff realm on the running server (docs/decisions/0055; the console's screens come later):
 * the demo administrator logs in with the demo password and a code of the fixed secret the README
 * documents, sees who they are, creates an account, and ends the session; neither realm's token
 * opens the other's calls.
 */
const ADMIN = { email: 'admin@aseguradora.test', secret: 'ADMINDEMOTOTPSECRETFFFFFFFFFFFFF' };
const CONSOLA = '/pre/consola/v0';

/** A code as an authenticator app shows it (30 s, 6 digits, SHA-1: otpauth's defaults). */
const codeOf = (secret: string) => new TOTP({ secret }).generate();

async function staffLogin(request: APIRequestContext) {
  const password = await request.post(`${CONSOLA}/login`, {
    data: { email: ADMIN.email, password: 'Prestador.2026' },
  });
  expect(password.status(), await password.text()).toBe(200);
  const { pendingToken, enrolment } = (await password.json()) as {
    pendingToken: string;
    enrolment: unknown;
  };
  expect(enrolment).toBeNull();
  const second = await request.post(`${CONSOLA}/login/segundo-factor`, {
    data: { pendingToken, code: codeOf(ADMIN.secret) },
  });
  expect(second.status(), await second.text()).toBe(200);
  const { token } = (await second.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

test('the demo administrator logs in with a password and a code, manages accounts, and logs out', async ({
  request,
}) => {
  const headers = await staffLogin(request);
  const me = await request.get(`${CONSOLA}/yo`, { headers });
  expect(await me.json()).toEqual({
    id: expect.any(Number),
    email: ADMIN.email,
    name: 'Adriana Administradora',
    roles: ['admin'],
  });

  const created = await request.post(`${CONSOLA}/cuentas`, {
    headers,
    data: {
      email: 'e2e.auditora@aseguradora.test',
      name: 'Auditora E2E',
      roles: ['medical-auditor'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const accounts = (await (await request.get(`${CONSOLA}/cuentas`, { headers })).json()) as {
    email: string;
    invitationPending: boolean;
  }[];
  expect(accounts).toContainEqual(
    expect.objectContaining({ email: 'e2e.auditora@aseguradora.test', invitationPending: true }),
  );

  // A staff token opens no provider call.
  const asProvider = await request.post('/pre/v1/user-config', { headers });
  expect(asProvider.status()).toBe(401);

  expect((await request.post(`${CONSOLA}/logout`, { headers })).status()).toBe(204);
  expect((await request.get(`${CONSOLA}/yo`, { headers })).status()).toBe(401);
});

test("a provider's session opens no staff call", async ({ request }) => {
  const login = await request.post('/pre/v0/auth-login', {
    data: {
      email: 'demo@prestadores.test',
      password: 'Prestador.2026',
      apiKey: 'web',
      device: { deviceid: 'e2e-staff', devicename: 'e2e' },
    },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const answer = await request.get(`${CONSOLA}/cuentas`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(401);
});
