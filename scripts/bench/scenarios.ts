import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.ts';
import { DEMO_SETTLEMENT_PROVIDERS } from '../../apps/api/src/seed/settlements-demo.ts';
import { SEED_SIZES } from '../../apps/api/src/seed/synthetic.ts';
import { addDays, formatServerDate } from '@portal/domain/format';
import type { HttpTarget } from './autocannon-run.ts';
import { directoryScenarios } from './directory-scenarios.ts';
import { fhirScenarios } from './fhir-scenarios.ts';
import { listScenarios } from './list-scenarios.ts';
import { QUEUE_SCENARIOS } from './queue-scenarios.ts';
import type { HttpScenario, ScenarioContext } from './scenario-types.ts';
import { startApiOnSeed, startApiServer, startHelloServer, type RunningServer } from './servers.ts';

export type { HttpScenario, ScenarioContext } from './scenario-types.ts';

/** The scenario every other one is compared with. */
export const BASELINE_ID = 'hello-world';

/** demo@prestadores.test: the full-permission provider of DEMO-DATA.md. */
export const DEMO_LOGIN = { email: DEMO_ACCOUNTS[0]!.email, password: DEMO_PASSWORD };

/** Logs the demo provider in (as the SPA does) and answers the bearer header. */
export async function loginDemo(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/pre/v0/auth-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...DEMO_LOGIN,
      apiKey: 'web',
      device: { deviceid: 'bench', devicename: 'bench' },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200)
    throw new Error(`demo login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  return `Bearer ${body.token}`;
}

/** Fails fast when the target does not answer 200 before the load starts. */
async function probe(target: HttpTarget): Promise<void> {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200)
    throw new Error(`${target.url} answered ${response.status}: ${await response.text()}`);
}

/** POST /pre/v1/user-config, the call the SPA makes right after login; checked once before load. */
async function userConfigTarget(server: RunningServer): Promise<HttpTarget> {
  const target: HttpTarget = {
    url: `${server.baseUrl}/pre/v1/user-config`,
    method: 'POST',
    headers: { authorization: await loginDemo(server.baseUrl), 'content-type': 'application/json' },
    body: '{}',
  };
  const probe = await fetch(target.url, {
    method: 'POST',
    headers: target.headers!,
    body: target.body!,
    signal: AbortSignal.timeout(10_000),
  });
  if (probe.status !== 200)
    throw new Error(`user-config answered ${probe.status}: ${await probe.text()}`);
  return target;
}

/**
 * Bodies of POST /pre/v1/validador/100001/afiliado for synthetic affiliates picked at random
 * (fixed seed) across the whole large seed: contracts 40000000…, four members each
 * (apps/api/src/seed/synthetic.ts). About one in 17 is in Baja, which is a valid answer too.
 */
export function affiliateValidationBodies(affiliates: number, count = 20_000): string[] {
  let state = 0x9e3779b9;
  const next = () => {
    // xorshift32: deterministic, spread over the whole range.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  return Array.from({ length: count }, () => {
    const index = Math.floor(next() * affiliates);
    return JSON.stringify({
      contra: 40_000_000 + Math.floor(index / 4),
      middle: 1,
      inte: 1 + (index % 4),
      validador: 'web',
      apiKey: 'web',
      deviceid: 'bench',
    });
  });
}

/** The affiliate validation a front desk makes, checked once (a known affiliate) before load. */
export async function affiliateValidationTarget(
  server: RunningServer,
  affiliates: number,
): Promise<HttpTarget> {
  const bodies = affiliateValidationBodies(affiliates);
  const target: HttpTarget = {
    url: `${server.baseUrl}/pre/v1/validador/${DEMO_ACCOUNTS[0]!.provider.id}/afiliado`,
    method: 'POST',
    headers: { authorization: await loginDemo(server.baseUrl), 'content-type': 'application/json' },
    bodies,
  };
  const probe = await fetch(target.url, {
    method: 'POST',
    headers: target.headers!,
    body: bodies[0]!,
    signal: AbortSignal.timeout(10_000),
  });
  const answer = (await probe.json()) as { affiliate?: unknown };
  if (probe.status !== 200 || !answer.affiliate)
    throw new Error(`affiliate validation answered ${probe.status}: ${JSON.stringify(answer)}`);
  return target;
}

/**
 * Estado de Trámites of the demo provider (GET /pre/v1/autorizaciones/100001/tramites) over
 * the last 90 days: its page of requests and their total, read through
 * (provider_id, created_at desc) whatever the table's size. Checked once before load.
 */
export async function authorizationSearchTarget(server: RunningServer): Promise<HttpTarget> {
  const desde = formatServerDate(addDays(new Date(), -90));
  const target: HttpTarget = {
    url: `${server.baseUrl}/pre/v1/autorizaciones/${DEMO_ACCOUNTS[0]!.provider.id}/tramites?fechaDesde=${desde}`,
    headers: { authorization: await loginDemo(server.baseUrl) },
  };
  const answer = await fetch(target.url, {
    headers: target.headers!,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await answer.json()) as { total?: number };
  if (answer.status !== 200 || !body.total)
    throw new Error(`authorization search answered ${answer.status}: ${JSON.stringify(body)}`);
  return target;
}

/**
 * A settlements call of the demo provider (GET /pre/v1/liquidaciones/100001…): the list of the
 * last 12 settled months, read through (provider_id, period), or the debits of last month's
 * expediente, through (settlement_id, id). Checked once before load.
 */
export async function settlementTarget(server: RunningServer, call: 'list' | 'debits') {
  const base = `${server.baseUrl}/pre/v1/liquidaciones/${DEMO_ACCOUNTS[0]!.provider.id}`;
  // seed/settlements-demo.ts: demo@'s last month is its base + 24.
  const expediente = DEMO_SETTLEMENT_PROVIDERS[0].expedienteBase + 24;
  const target: HttpTarget = {
    url: call === 'list' ? base : `${base}/expe-debitos?expediente=${expediente}`,
    headers: { authorization: await loginDemo(server.baseUrl) },
  };
  const answer = await fetch(target.url, {
    headers: target.headers!,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await answer.json()) as { total?: number };
  if (answer.status !== 200 || !body.total)
    throw new Error(`settlement ${call} answered ${answer.status}: ${JSON.stringify(body)}`);
  return target;
}

/** The settlement list and debits, on the demo seed and on the large one (the growth is the figure). */
const SETTLEMENT_SCENARIOS: HttpScenario[] = (['list', 'debits'] as const).flatMap((call) =>
  [false, true].map((large) => ({
    id: `settlement-${call}-postgres${large ? '-large' : ''}`,
    label: `GET /pre/v1/liquidaciones/{id}${call === 'list' ? '' : '/expe-debitos'} (${large ? '1,200,000 settlements' : 'demo seed'})`,
    database: 'postgres' as const,
    needs: large ? (['postgres', 'large'] as const) : (['postgres'] as const),
    async prepare(context: ScenarioContext) {
      const server = await startApiOnSeed(context, large);
      return { server, target: await settlementTarget(server, call) };
    },
  })),
);

export const HTTP_SCENARIOS: readonly HttpScenario[] = [
  {
    id: BASELINE_ID,
    label: 'Bare Fastify hello-world',
    database: 'none',
    needs: [],
    async prepare() {
      const server = await startHelloServer();
      return { server, target: { url: `${server.baseUrl}/` } };
    },
  },
  {
    id: 'user-config-pglite',
    label: 'POST /pre/v1/user-config',
    database: 'pglite',
    needs: [],
    async prepare() {
      const server = await startApiServer({ kind: 'pglite' });
      return { server, target: await userConfigTarget(server) };
    },
  },
  {
    id: 'user-config-postgres',
    label: 'POST /pre/v1/user-config',
    database: 'postgres',
    needs: ['postgres'],
    async prepare(context) {
      const server = await startApiOnSeed(context, false);
      return { server, target: await userConfigTarget(server) };
    },
  },
  {
    // The guard every module call pays (session, terms, permission, active) plus one small query.
    id: 'module-guard-postgres',
    label: 'GET /pre/v1/modulos/validador-de-asociados',
    database: 'postgres',
    needs: ['postgres'],
    async prepare(context) {
      const server = await startApiOnSeed(context, false);
      const target: HttpTarget = {
        url: `${server.baseUrl}/pre/v1/modulos/validador-de-asociados`,
        headers: { authorization: await loginDemo(server.baseUrl) },
      };
      await probe(target);
      return { server, target };
    },
  },
  {
    id: 'affiliate-validation-postgres-large',
    label: 'POST /pre/v1/validador/{id}/afiliado (1,000,000 affiliates)',
    database: 'postgres',
    needs: ['postgres', 'large'],
    async prepare(context) {
      const seed = await context.largeSeed();
      const server = await startApiServer({ kind: 'postgres', url: seed.url });
      return {
        server,
        target: await affiliateValidationTarget(server, SEED_SIZES.large.affiliates),
      };
    },
  },
  {
    // The same server without the team activity row: what the row costs, in the same run.
    id: 'affiliate-validation-postgres-large-no-activity',
    label: 'POST /pre/v1/validador/{id}/afiliado (1,000,000 affiliates, no activity row)',
    database: 'postgres',
    needs: ['postgres', 'large'],
    async prepare(context) {
      const seed = await context.largeSeed();
      const server = await startApiServer(
        { kind: 'postgres', url: seed.url },
        { BENCH_WITHOUT_TEAM_ACTIVITY: '1' },
      );
      return {
        server,
        target: await affiliateValidationTarget(server, SEED_SIZES.large.affiliates),
      };
    },
  },
  {
    // The demo seed's twin of the large one below: the growth between them is the figure.
    id: 'authorization-search-postgres',
    label: 'GET /pre/v1/autorizaciones/{id}/tramites (demo seed)',
    database: 'postgres',
    needs: ['postgres'],
    async prepare(context) {
      const server = await startApiOnSeed(context, false);
      return { server, target: await authorizationSearchTarget(server) };
    },
  },
  {
    id: 'authorization-search-postgres-large',
    label: 'GET /pre/v1/autorizaciones/{id}/tramites (1,000,000 authorizations)',
    database: 'postgres',
    needs: ['postgres', 'large'],
    async prepare(context) {
      const seed = await context.largeSeed();
      const server = await startApiServer({ kind: 'postgres', url: seed.url });
      return { server, target: await authorizationSearchTarget(server) };
    },
  },
  ...SETTLEMENT_SCENARIOS,
  ...directoryScenarios(loginDemo),
  ...listScenarios(loginDemo),
  ...QUEUE_SCENARIOS,
  ...fhirScenarios(affiliateValidationBodies, affiliateValidationTarget),
];
