import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Seconds of measured load per scenario. */
  duration: number;
  /** Seconds of unmeasured load before each measurement (JIT, pools, caches). */
  warmup: number;
  connections: number;
  large: boolean;
  /** Scenario ids to run (the hello-world baseline always runs); empty means all. */
  only: string[];
  /**
   * Measured runs per scenario after one warm-up; the report gives their median. Default 3: on
   * a shared machine one 10 s run moves by ±15 % from minute to minute (ADR 0015).
   */
  repeat: number;
  /**
   * The soak instead of the scenarios: mixed reads and writes of several demo providers for
   * `duration` seconds (600 unless given) at `connections` connections (soak.ts).
   */
  soak: boolean;
  /**
   * Only the web: the home's initial bundle size and Lighthouse on its pages (about a
   * minute with --repeat 1), no HTTP scenario.
   */
  web: boolean;
  /** Without Lighthouse: the scenarios and the bundle size only. */
  lighthouse: boolean;
  /**
   * The imports bench instead of the scenarios (imports.ts): a synthetic register of `rows`
   * rows into PostgreSQL against a bare COPY, `repeat` rounds, and into PGlite.
   */
  imports: boolean;
  /** Rows of the imports bench's register (PGlite takes at most 100,000 of them). */
  rows: number;
  /**
   * Providers of the imports bench's providers file (two places each on average) and of its
   * month of settlements (24 lines each): 50,000 are 100,000 places and 1.2 M lines.
   */
  providers: number;
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  }
  return parsed;
}

const truthy = (value: string | undefined) =>
  ['1', 'true', 'yes', 'on'].includes((value ?? '').toLowerCase());

/**
 * npm run bench -- [--duration N] [--connections N] [--repeat N] [--large] [--only a,b] [--soak]
 * [--web] [--no-lighthouse] [--imports [--rows N] [--providers N]]; flags win over BENCH_* env.
 */
export function readOptions(argv = process.argv.slice(2), env = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      large: { type: 'boolean' },
      only: { type: 'string' },
      repeat: { type: 'string' },
      soak: { type: 'boolean' },
      web: { type: 'boolean' },
      lighthouse: { type: 'boolean', default: true },
      imports: { type: 'boolean' },
      rows: { type: 'string' },
      providers: { type: 'string' },
    },
    allowNegative: true,
  });
  const soak = values.soak ?? truthy(env.BENCH_SOAK);
  const duration =
    positiveInt(values.duration, '--duration') ??
    positiveInt(env.BENCH_DURATION, 'BENCH_DURATION') ??
    (soak ? 600 : 10);
  const connections =
    positiveInt(values.connections, '--connections') ??
    positiveInt(env.BENCH_CONNECTIONS, 'BENCH_CONNECTIONS') ??
    50;
  return {
    duration,
    warmup: Math.max(1, Math.round(duration / 5)),
    connections,
    repeat:
      positiveInt(values.repeat, '--repeat') ?? positiveInt(env.BENCH_REPEAT, 'BENCH_REPEAT') ?? 3,
    large: values.large ?? truthy(env.BENCH_LARGE),
    only: (values.only ?? env.BENCH_ONLY ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    soak,
    web: values.web ?? truthy(env.BENCH_WEB),
    lighthouse: values.lighthouse && !truthy(env.BENCH_NO_LIGHTHOUSE),
    imports: values.imports ?? truthy(env.BENCH_IMPORTS),
    rows:
      positiveInt(values.rows, '--rows') ?? positiveInt(env.BENCH_ROWS, 'BENCH_ROWS') ?? 1_000_000,
    providers:
      positiveInt(values.providers, '--providers') ??
      positiveInt(env.BENCH_PROVIDERS, 'BENCH_PROVIDERS') ??
      50_000,
  };
}
