import { demoTotp } from '../../apps/api/src/cli/operator-totp.ts';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.ts';
import type { HttpTarget } from './autocannon-run.ts';
import type { HttpScenario } from './scenario-types.ts';
import { startApiOnSeed } from './servers.ts';

/** The demo medical auditor (README "Consola de la aseguradora"), whose queue is the largest. */
const AUDITOR = 'auditoria@aseguradora.test';
const BASE = '/pre/consola/v0';

async function post(url: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/**
 * Logs the auditor in as the console does: the password, then the code of the moment. A code
 * opens one session only, and every scenario of a run logs in on the same database: a refused
 * code waits for the next 30-second window once.
 */
export async function loginAuditor(baseUrl: string): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const password = await post(`${baseUrl}${BASE}/login`, {
      email: AUDITOR,
      password: DEMO_PASSWORD,
    });
    if (password.status !== 200) throw new Error(`staff login answered ${password.status}`);
    const { pendingToken } = (await password.json()) as { pendingToken: string };
    const code = await post(`${baseUrl}${BASE}/login/segundo-factor`, {
      pendingToken,
      code: demoTotp(AUDITOR, new Date()),
    });
    if (code.status === 200) return `Bearer ${((await code.json()) as { token: string }).token}`;
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('the auditor second factor was refused twice');
}

/**
 * The console's calls an auditor makes all day: the authorizations queue's first page (longest
 * waiting first, with its total) and the home (every queue's backlog by age). Checked once.
 */
export async function queueTarget(baseUrl: string, call: 'queue' | 'home'): Promise<HttpTarget> {
  const target: HttpTarget = {
    url: `${baseUrl}${BASE}${call === 'queue' ? '/colas/autorizaciones?orden=edad' : '/inicio'}`,
    headers: { authorization: await loginAuditor(baseUrl) },
  };
  const answer = await fetch(target.url, {
    headers: target.headers!,
    signal: AbortSignal.timeout(10_000),
  });
  if (answer.status !== 200)
    throw new Error(`${target.url} answered ${answer.status}: ${await answer.text()}`);
  return target;
}

/** The queue page and the home, on the demo seed and on the large one (the growth is a figure). */
export const QUEUE_SCENARIOS: HttpScenario[] = (['queue', 'home'] as const).flatMap((call) =>
  [false, true].map((large) => ({
    id: `console-${call}-postgres${large ? '-large' : ''}`,
    label: `GET ${BASE}${call === 'queue' ? '/colas/autorizaciones' : '/inicio'} (${large ? '1,000,000 authorizations' : 'demo seed'})`,
    database: 'postgres' as const,
    needs: large ? (['postgres', 'large'] as const) : (['postgres'] as const),
    async prepare(context) {
      const server = await startApiOnSeed(context, large);
      return { server, target: await queueTarget(server.baseUrl, call) };
    },
  })),
);
