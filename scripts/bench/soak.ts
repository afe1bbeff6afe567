import { cpus, loadavg } from 'node:os';
import autocannon, { type Client, type RequestSpec, type Result } from 'autocannon';
import type { BenchOptions } from './options.ts';
import { createThrowawayDatabase, ensurePostgres } from './postgres.ts';
import { churn } from './soak-churn.ts';
import { connectInspector } from './soak-inspector.ts';
import { startProbe, type SoakProbe } from './soak-probe.ts';
import {
  formatSoak,
  soakProblems,
  writeSamples,
  writeSoak,
  type SoakResult,
  type SoakRun,
} from './soak-report.ts';
import { judgeFlat, samplesChart } from './soak-series.ts';
import { freePort, startApiServer, type ApiDatabase, type RunningServer } from './servers.ts';
import {
  prepareProviders,
  probeReads,
  readRequests,
  writeBudget,
  writeSlot,
  type SoakProvider,
} from './soak-traffic.ts';

/**
 * npm run bench -- --soak: `duration` seconds (600 by default) of every demo account's traffic
 * at `connections` connections: autocannon cycles each account's reads with a write slot at the
 * end (soak-accounts.ts, soak-traffic.ts), while streams open and close and sessions log in and
 * out beside it (soak-churn.ts). The API's RSS, live heap (after a full collection,
 * soak-inspector.ts) and the interval's p99 are sampled every SAMPLE_SECONDS (soak-probe.ts) and judged flat after warm-up (soak-series.ts). PostgreSQL by
 * default; PGlite with `--only soak-pglite`. No warm-up is left out of the error count.
 */

const SAMPLE_SECONDS = 10;

export const SOAK_IDS = ['soak-pglite', 'soak-postgres'] as const;

/** Each connection takes a provider in turn and starts its reads at its own place. */
function connectionSetup(providers: readonly SoakProvider[], slots: (RequestSpec | undefined)[]) {
  let connection = 0;
  return (client: Client) => {
    const index = connection++;
    const provider = index % providers.length;
    const reads = readRequests(providers[provider]!);
    const shift = Math.floor(index / providers.length) % reads.length;
    const cycle = [...reads.slice(shift), ...reads.slice(0, shift)];
    // Own copies: autocannon keeps each request's built bytes on the object it is given.
    const slot = slots[provider];
    client.setRequests([
      ...cycle.map((request) => ({ ...request })),
      ...(slot ? [{ ...slot }] : []),
    ]);
  };
}

function fire(
  server: RunningServer,
  options: BenchOptions,
  setupClient: (client: Client) => void,
  probe: SoakProbe,
) {
  const instance = autocannon({
    url: server.baseUrl,
    connections: options.connections,
    duration: options.duration,
    setupClient,
    timeout: 10,
  });
  instance.on('response', (_client, _status, _bytes, ms) => probe.answered(ms));
  instance.on('reqError', () => probe.failed());
  const guard = setTimeout(() => instance.stop(), (options.duration + 15) * 1000);
  return Promise.resolve(instance).finally(() => clearTimeout(guard));
}

async function soakOne(
  database: ApiDatabase,
  options: BenchOptions,
): Promise<NonNullable<SoakResult['figures']>> {
  const inspectorPort = await freePort();
  // The bench's own probe (soak-inspector.ts): loopback only, and only in this child process.
  const server = await startApiServer(database, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectorPort}`.trim(),
  });
  const inspector = await connectInspector(inspectorPort);
  try {
    const providers = await prepareProviders(server.baseUrl);
    await probeReads(server.baseUrl, providers);
    const budget = writeBudget(options.duration);
    const writes = providers.map((provider) =>
      provider.account.writes ? writeSlot(provider, budget, options.duration) : undefined,
    );
    console.log(
      `  ${options.duration} s at ${options.connections} connections, ${providers.length} accounts; up to ${budget} writes per writing account; a sample every ${SAMPLE_SECONDS} s`,
    );
    const probe = startProbe(
      () => inspector.liveMemory(),
      SAMPLE_SECONDS * 1000,
      (sample) =>
        console.log(
          `  ${String(sample.atSeconds).padStart(4)} s  RSS ${sample.rssMb.toFixed(1)} MB  heap ${sample.heapMb.toFixed(1)} MB  p99 ${sample.p99Ms} ms  ${sample.requests} answers  ${sample.errors} errors`,
        ),
    );
    const stopChurn = new AbortController();
    const churning = churn(server.baseUrl, providers, probe, stopChurn.signal);
    let result: Result;
    try {
      result = await fire(
        server,
        options,
        connectionSetup(
          providers,
          writes.map((write) => write?.slot),
        ),
        probe,
      );
    } finally {
      stopChurn.abort();
    }
    const { streams, sessions } = await churning;
    const samples = await probe.stop();
    const csv = writeSamples(samples, database.kind);
    console.log(`${samplesChart(samples)}\n  samples: ${csv}`);
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
        providers.flatMap((provider, i) => {
          const write = writes[i];
          return write ? [[provider.email, write.tally]] : [];
        }),
      ),
      streams,
      sessions,
      memory: {
        start: samples[0] ?? null,
        end: samples.at(-1) ?? null,
      },
      flat: judgeFlat(samples),
      samplesCsv: csv,
    };
  } finally {
    inspector.close();
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
    // PostgreSQL unless asked: the soak is about the API process, and ten minutes each is long.
    const asked = options.only.length > 0 ? options.only : ['soak-postgres'];
    if (!asked.includes(id)) continue;
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
