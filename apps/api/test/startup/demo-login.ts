import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';

/** The status of demo@'s login with its real password: 200 where the demo data was seeded. */
export async function demoLoginStatus(baseUrl: string): Promise<number> {
  const login = await fetch(`${baseUrl}/pre/v0/auth-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'demo@prestadores.test',
      password: DEMO_PASSWORD,
      apiKey: 'web',
      device: { deviceid: 'vitest' },
    }),
  });
  return login.status;
}
