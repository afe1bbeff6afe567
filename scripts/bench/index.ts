import { cpus, loadavg, platform } from 'node:os';
import { measure, type HttpTarget } from './autocannon-run.ts';
import { cleanupAll, installExitHandlers } from './cleanup.ts';
import { importsBench } from './imports.ts';
import { ensureLargeSeed, type LargeSeed } from './large-seed.ts';
import { measureLighthouse } from './lighthouse.ts';
import { LIGHTHOUSE_PAGES } from './lighthouse-pages.ts';
import { readOptions } from './options.ts';
import { ensurePostgres } from './postgres.ts';
import { formatReport, writeResults, type BenchResults, type HttpResult } from './report.ts';
import { BASELINE_ID, HTTP_SCENARIOS, type ScenarioContext } from './scenarios.ts';
import type { RunningServer } from './servers.ts';
import { soakBench } from './soak.ts';
import { webDist } from './web-build.ts';
import { measureWebSize } from './web-size.ts';
import { requireSupportedNode } from '../../apps/api/src/lib/runtime.ts';

requireSupportedNode();

/**
 * npm run bench -- [--duration N] [--connections N] [--repeat N] [--large] [--only id,id] [--web]
 * HTTP scenarios (scenarios.ts), the public home's initial bundle size, Lighthouse on the
 * pages of lighthouse-pages.ts and, with --large, the large PostgreSQL dataset. Prints a table and
 * writes the same figures to .bench/results.json. --web: the bundle size and Lighthouse only.
 * With --soak, the soak of mixed reads and writes instead (soak.ts, .bench/soak.json); with
 * --imports, the register import against a bare COPY (imports.ts, .bench/imports.json).
 */
installExitHandlers();
const options = readOptions();
if (options.soak || options.imports) {
  try {
    await (options.soak ? soakBench(options) : importsBench(options));
  } finally {
    await cleanupAll();
  }
  process.exit(process.exitCode ?? 0);
}
const cores = cpus();
const results: BenchResults = {
  generatedAt: new Date().toISOString(),
  machine: {
    node: process.version,
    platform: `${platform()} ${process.arch}`,
    cpus: cores.length,
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    loadAverageAtStart: loadavg()[0] ?? 0,
  },
  settings: {
    durationSeconds: options.duration,
    warmupSeconds: options.warmup,
    connections: options.connections,
    repeat: options.repeat,
    host: '127.0.0.1',
  },
  http: [],
  webSize: { error: 'not measured' },
  lighthouse: { skipped: 'not requested' },
  largeSeed: null,
  notes: [],
};
if (cores.length <= 2) {
  results.notes.push(
    `only ${cores.length} CPU cores: autocannon, the server under test and PostgreSQL compete for them, ` +
      'so absolute figures understate a real server; compare the ratios within one run.',
  );
}
if (results.machine.loadAverageAtStart > cores.length) {
  results.notes.push(
    `the host was already busy (load average ${results.machine.loadAverageAtStart.toFixed(2)} on ${cores.length} cores): expect noisy figures.`,
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** --only names scenarios and Lighthouse pages; naming none of the pages skips Lighthouse. */
const lighthousePages = LIGHTHOUSE_PAGES.map((page) => page.id).filter(
  (id) => options.only.length === 0 || options.only.includes(id),
);

async function measureWeb() {
  const dist = webDist();
  try {
    results.webSize = measureWebSize(dist);
  } catch (error) {
    results.webSize = { error: errorText(error) };
  }
  if (!options.lighthouse) {
    results.lighthouse = { skipped: '--no-lighthouse' };
  } else if (lighthousePages.length === 0) {
    results.lighthouse = { skipped: '--only names no Lighthouse page' };
  } else {
    try {
      const port = process.env.PORT ? Number(process.env.PORT) : undefined;
      results.lighthouse = await measureLighthouse({
        dist,
        repeat: options.repeat,
        only: lighthousePages,
        ...(port ? { port } : {}),
      });
    } catch (error) {
      results.lighthouse = { error: errorText(error) };
    }
  }
}

const webFailed = () =>
  'error' in results.webSize ||
  'error' in results.lighthouse ||
  ('pages' in results.lighthouse && results.lighthouse.pages.some((p) => p.status === 'failed'));

if (options.web) {
  try {
    await measureWeb();
    writeResults(results);
    console.log(formatReport(results));
    if (webFailed()) process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
  process.exit(process.exitCode ?? 0);
}

try {
  const postgres = await ensurePostgres();
  if (!postgres.available) {
    console.log(`PostgreSQL not available, its scenarios are skipped: ${postgres.reason}`);
    results.notes.push(`PostgreSQL scenarios skipped: ${postgres.reason}`);
  }
  const adminUrl = postgres.available ? postgres.adminUrl : null;
  let large: Promise<LargeSeed> | undefined;
  const context: ScenarioContext = {
    postgresAdminUrl: adminUrl,
    largeSeed: () => (large ??= ensureLargeSeed(adminUrl!)),
  };

  const selected = HTTP_SCENARIOS.filter(
    (s) => options.only.length === 0 || s.id === BASELINE_ID || options.only.includes(s.id),
  );
  let baseline: { server: RunningServer; target: HttpTarget } | undefined;
  for (const scenario of selected) {
    const base = { id: scenario.id, label: scenario.label, database: scenario.database };
    if (scenario.needs.includes('postgres') && !adminUrl) {
      results.http.push({ ...base, status: 'skipped', reason: 'PostgreSQL not available' });
      continue;
    }
    if (scenario.needs.includes('large') && !options.large) {
      results.http.push({ ...base, status: 'skipped', reason: 'needs --large' });
      continue;
    }
    console.log(`- ${scenario.label} (${scenario.database}): starting …`);
    const isBaseline = scenario.id === BASELINE_ID;
    let server: RunningServer | undefined;
    try {
      const prepared = await scenario.prepare(context);
      server = prepared.server;
      console.log(
        `  measuring ${options.warmup} s warm-up + ${options.repeat > 1 ? `${options.repeat} × ` : ''}${options.duration} s${baseline ? ', each run after a hello-world run' : ''}`,
      );
      const figures = await measure(prepared.target, options, baseline?.target);
      if (figures.requests === 0) throw new Error('no request completed during the measured run');
      results.http.push({
        ...base,
        status: 'ok',
        figures,
        ...(figures.ratio === undefined ? {} : { ratioToBaseline: figures.ratio }),
      });
      // The baseline keeps running: every other scenario's runs are paired with one of its runs.
      if (isBaseline) baseline = { server: prepared.server, target: prepared.target };
    } catch (error) {
      console.error(`  failed: ${errorText(error)}`);
      results.http.push({ ...base, status: 'failed', reason: errorText(error).split('\n')[0] });
    } finally {
      if (!isBaseline || !baseline) await server?.stop();
    }
  }
  await baseline?.server.stop();

  await measureWeb();

  if (options.large) {
    if (!adminUrl) {
      results.largeSeed = { skipped: 'PostgreSQL not available' };
    } else {
      try {
        results.largeSeed = await context.largeSeed();
      } catch (error) {
        results.largeSeed = { error: errorText(error) };
      }
    }
  }

  writeResults(results);
  console.log(formatReport(results));
  const failed = (r: HttpResult) => r.status === 'failed';
  if (
    results.http.some(failed) ||
    webFailed() ||
    (results.largeSeed !== null && 'error' in results.largeSeed)
  ) {
    process.exitCode = 1;
  }
} finally {
  await cleanupAll();
}
// Nothing left to wait for; do not let a stray handle (a pg pool) keep the run alive.
process.exit(process.exitCode ?? 0);
