import { DEMO_ACCOUNTS } from '../../apps/api/src/seed/demo-accounts.ts';
import type { HttpTarget } from './autocannon-run.ts';
import type { HttpScenario, ScenarioContext } from './scenario-types.ts';
import { startApiOnSeed, type RunningServer } from './servers.ts';

const DEMO = DEMO_ACCOUNTS[0]!.provider;

/**
 * The lists demo@ pages through that had no scenario, each as its page first asks for it (the
 * defaults the SPA sends): the payments of the last year for its CUIT, the invoices' first tab,
 * the support cases of the last 15 days, and the census rows of the last 15 days.
 */
const LISTS = {
  payments: {
    label: `GET /pre/v1/prestadores/{code}/cuit/{cuit}/pagos`,
    path: `/pre/v1/prestadores/${DEMO.id}/cuit/${DEMO.cuit}/pagos`,
    found: (body: { pagos?: unknown[] }) => body.pagos?.length,
  },
  invoices: {
    label: `GET /pre/v1/prestadores/{code}/facturas`,
    path: `/pre/v1/prestadores/${DEMO.id}/facturas`,
    found: (body: { total?: number }) => body.total,
  },
  'support-cases': {
    label: 'POST /pre/v3/cap/ConsultaTramites',
    path: '/pre/v3/cap/ConsultaTramites',
    body: { ambitoPrestador: 'A', prestad: DEMO.id },
    found: (body: { tramites?: unknown[] }) => body.tramites?.length,
  },
  censuses: {
    label: `GET /pre/v1/censos/{id}/registros`,
    path: `/pre/v1/censos/${DEMO.id}/registros`,
    found: (body: { total?: number }) => body.total,
  },
} as const satisfies Record<
  string,
  { label: string; path: string; body?: object; found(body: never): number | undefined }
>;
type ListId = keyof typeof LISTS;

/** Checked once before load: a 200 with at least one row, so the load measures a real list. */
async function listTarget(
  server: RunningServer,
  list: ListId,
  login: (baseUrl: string) => Promise<string>,
): Promise<HttpTarget> {
  const spec = LISTS[list];
  const body = 'body' in spec ? JSON.stringify(spec.body) : undefined;
  const target: HttpTarget = {
    url: `${server.baseUrl}${spec.path}`,
    ...(body === undefined ? {} : { method: 'POST' as const, body }),
    headers: {
      authorization: await login(server.baseUrl),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  };
  const answer = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: target.headers!,
    ...(body === undefined ? {} : { body }),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await answer.json()) as never;
  if (answer.status !== 200 || !spec.found(json))
    throw new Error(`${list} answered ${answer.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return target;
}

/** Each list on the demo seed and on the large one (the growth between them is the figure). */
export function listScenarios(login: (baseUrl: string) => Promise<string>): HttpScenario[] {
  return (Object.keys(LISTS) as ListId[]).flatMap((list) =>
    [false, true].map((large): HttpScenario => ({
      id: `${list}-list-postgres${large ? '-large' : ''}`,
      label: `${LISTS[list].label} (${large ? 'large seed' : 'demo seed'})`,
      database: 'postgres',
      needs: large ? ['postgres', 'large'] : ['postgres'],
      async prepare(context: ScenarioContext) {
        const server = await startApiOnSeed(context, large);
        return { server, target: await listTarget(server, list, login) };
      },
    })),
  );
}
