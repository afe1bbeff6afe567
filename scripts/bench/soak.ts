import { cpus, loadavg } from 'node:os';
import autocannon, { type Client, type RequestSpec, type Result } from 'autocannon';
import type { BenchOptions } from './options.ts';
import { createThrowawayDatabase, ensurePostgres } from './postgres.ts';
import {
  formatSoak,
  soakProblems,
  writeSoak,
  type SoakResult,
  type SoakRun,
} from './soak-report.ts';
import { startApiServer, type ApiDatabase, type RunningServer } from './servers.ts';
import {
  prepareProviders,
  probeReads,
  readRequests,
  writeBudget,
  writeSlot,
  type SoakProvider,
} from './soak-traffic.ts';

/**
 * npm run bench -- --soak: one autocannon run of `duration` seconds at `connections`
 * connections, every connection cycling through a demo provider's reads with a write slot at
 * the end (soak-traffic.ts), on PGlite and, when there is one, PostgreSQL. No warm-up: the
 * soak counts every request from the first.
 */

export const SOAK_IDS = ['soak-pglite', 'soak-postgres'] as const;

/** Each connection takes a provider in turn and starts its reads at its own place. */
function connectionSetup(providers: readonly SoakProvider[], slots: RequestSpec[]) {
  let connection = 0;
  return (client: Client) => {
    const index = connection++;
    const provider = index % providers.length;
    const reads = readRequests(providers[provider]!);
    const shift = Math.floor(index / providers.length) % reads.length;
    const cycle = [...reads.slice(shift), ...reads.slice(0, shift)];
    // Own copies: autocannon keeps each request's built bytes on the object it is given.
    client.setRequests([...cycle.map((request) => ({ ...request })), { ...slots[provider]! }]);
  };
}

function fire(server: RunningServer, options: BenchOptions, setupClient: (client: Client) => void) {
  const instance = autocannon({
    url: server.baseUrl,
    connections: options.connections,
    duration: options.duration,
    setupClient,
    timeout: 10,
  });
  const guard = setTimeout(() => instance.stop(), (options.duration + 15) * 1000);
  return Promise.resolve(instance).finally(() => clearTimeout(guard));
}

async function soakOne(
  database: ApiDatabase,
  options: BenchOptions,
): Promise<NonNullable<SoakResult['figures']>> {
  const server = await startApiServer(database);
  try {
    const providers = await prepareProviders(server.baseUrl);
    await probeReads(server.baseUrl, providers);
    const budget = writeBudget(options.duration);
    const writes = providers.map((provider) => writeSlot(provider, budget, options.duration));
    console.log(
      `  ${options.duration} s at ${options.connections} connections; up to ${budget} writes per provider`,
    );
    const result: Result = await fire(
      server,
      options,
      connectionSetup(
        providers,
        writes.map((write) => write.slot),
      ),
    );
    return {
      requests: result.requests.total,
      requestsPerSec: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
      ),
      writes: Object.fromEntries(
        providers.map((provider, i) => [provider.email, writes[i]!.tally]),
      ),
    };
  } finally {
    await server.stop();
  }
}

/** The soak on each database; PostgreSQL gets a throwaway database of its own. */
export async function runSoak(
  options: BenchOptions,
  postgresAdminUrl: string | null,
): Promise<SoakResult[]> {
  const results: SoakResult[] = [];
  for (const id of SOAK_IDS) {
    const kind = id === 'soak-pglite' ? 'pglite' : 'postgres';
    if (options.only.length > 0 && !options.only.includes(id)) continue;
    if (kind === 'postgres' && !postgresAdminUrl) {
      results.push({ id, database: kind, status: 'skipped', reason: 'PostgreSQL not available' });
      continue;
    }
    console.log(`- soak (${kind}): starting …`);
    try {
      const database: ApiDatabase =
        kind === 'pglite'
          ? { kind }
          : { kind, url: await createThrowawayDatabase(postgresAdminUrl!, 'portal_bench') };
      results.push({ id, database: kind, status: 'ok', figures: await soakOne(database, options) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`  failed: ${reason}`);
      results.push({ id, database: kind, status: 'failed', reason: reason.split('\n')[0] });
    }
  }
  return results;
}

/** The whole of `npm run bench -- --soak`: exit code 1 when a soak failed or saw an error. */
export async function soakBench(options: BenchOptions): Promise<void> {
  const run: SoakRun = {
    generatedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAverageAtStart: loadavg()[0] ?? 0 },
    settings: { durationSeconds: options.duration, connections: options.connections },
    results: [],
  };
  const postgres = await ensurePostgres();
  if (!postgres.available) console.log(`PostgreSQL not available: ${postgres.reason}`);
  run.results = await runSoak(options, postgres.available ? postgres.adminUrl : null);
  writeSoak(run);
  console.log(formatSoak(run));
  if (run.results.some((result) => soakProblems(result).length > 0)) process.exitCode = 1;
}
