import { statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/api/src/db/open.ts';
import { prepareDatabase } from '../../apps/api/src/db/prepare.ts';
import { bareCopy, runImportCli } from './imports-run.ts';
import {
  providersSettlementsRound,
  writeProvidersSettlementsFiles,
  type ProvidersSettlementsRound,
} from './imports-providers.ts';
import {
  formatImports,
  writeImports,
  type ImportsResults,
  type PostgresRound,
} from './imports-report.ts';
import type { BenchOptions } from './options.ts';
import { createThrowawayDatabase, ensurePostgres } from './postgres.ts';
import { writeRegisterFile } from './register-file.ts';
import { benchTempDir } from './servers.ts';

export const IMPORTS_IDS = ['imports-postgres', 'imports-pglite', 'imports-providers'] as const;
/** PGlite runs queries on the import's own event loop: a demo-size file, not a million. */
export const PGLITE_MAX_ROWS = 100_000;
/** The file's date for every run, so --full retires the same members each time. */
const FILE_DATE = '2026-11-28';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Migrated and seeded with the demo (its plans are the register's) at `env`'s database. */
async function seededDatabase(config: { databaseUrl: string | undefined; pgliteDir: string }) {
  const database = await openDatabase({ ...config, databasePoolSize: 2 });
  try {
    await prepareDatabase(database, { migrate: true, seed: 'demo' });
  } finally {
    await database.close();
  }
}

/**
 * One round on a fresh copy of the seeded database: the bare COPY of the file, the import
 * fresh, the same file again (0 changed) and the same file with --full.
 */
async function postgresRound(adminUrl: string, template: string, file: string, dir: string) {
  const url = await createThrowawayDatabase(adminUrl, 'portal_bench_imports', template);
  const env = { DATABASE_URL: url };
  const date = ['--date', FILE_DATE];
  const bareCopySeconds = await bareCopy(url, file);
  console.log(`  bare COPY ${bareCopySeconds.toFixed(2)} s`);
  const runs = [];
  for (const [label, flags] of [
    ['fresh', date],
    ['repeated', date],
    ['full', ['--full', ...date]],
  ] as const) {
    const run = await runImportCli(label, file, env, flags, dir);
    console.log(
      `  ${label}: ${run.seconds.toFixed(1)} s, peak RSS ${run.peakRssMiB?.toFixed(0)} MiB`,
    );
    runs.push(run);
  }
  const [fresh, repeated, full] = runs;
  return {
    bareCopySeconds,
    fresh: fresh!,
    repeated: repeated!,
    full: full!,
  } satisfies PostgresRound;
}

async function postgresBench(options: BenchOptions, file: string, dir: string) {
  const postgres = await ensurePostgres();
  if (!postgres.available) return { skipped: postgres.reason };
  try {
    const templateUrl = await createThrowawayDatabase(
      postgres.adminUrl,
      'portal_bench_imports_seed',
    );
    await seededDatabase({ databaseUrl: templateUrl, pgliteDir: '' });
    const template = new URL(templateUrl).pathname.slice(1);
    const rounds: PostgresRound[] = [];
    for (let round = 1; round <= options.repeat; round += 1) {
      console.log(`- PostgreSQL, round ${round} of ${options.repeat}`);
      rounds.push(await postgresRound(postgres.adminUrl, template, file, dir));
    }
    return { rounds };
  } catch (error) {
    return { error: errorText(error) };
  }
}

/**
 * The providers file and its month of settlements into PostgreSQL, `repeat` rounds, each on a
 * copy of a template that holds the demo seed and the synthetic register of `options.rows` rows
 * (imported once with the CLI: the settlements' affiliates are that register's).
 */
async function providersBench(options: BenchOptions, registerFile: string, dir: string) {
  const postgres = await ensurePostgres();
  if (!postgres.available) return { skipped: postgres.reason };
  try {
    const files = await writeProvidersSettlementsFiles(dir, options.providers, options.rows);
    const templateUrl = await createThrowawayDatabase(
      postgres.adminUrl,
      'portal_bench_providers_seed',
    );
    await seededDatabase({ databaseUrl: templateUrl, pgliteDir: '' });
    console.log(`- PostgreSQL, the register the settlements name (setup)`);
    const env = { DATABASE_URL: templateUrl };
    const register = await runImportCli('register', registerFile, env, ['--date', FILE_DATE], dir);
    const template = new URL(templateUrl).pathname.slice(1);
    const rounds: ProvidersSettlementsRound[] = [];
    for (let round = 1; round <= options.repeat; round += 1) {
      console.log(`- PostgreSQL, providers and settlements, round ${round} of ${options.repeat}`);
      const date = ['--date', FILE_DATE];
      rounds.push(
        await providersSettlementsRound(postgres.adminUrl, template, files.paths, date, dir),
      );
    }
    return { files: files.sizes, registerSeconds: register.seconds, rounds };
  } catch (error) {
    return { error: errorText(error) };
  }
}

async function pgliteBench(file: string, dir: string) {
  try {
    const pgliteDir = join(dir, 'pglite');
    await seededDatabase({ databaseUrl: undefined, pgliteDir });
    const env = { PGLITE_DIR: pgliteDir };
    const date = ['--date', FILE_DATE];
    console.log('- PGlite');
    const fresh = await runImportCli('fresh', file, env, date, dir);
    const repeated = await runImportCli('repeated', file, env, date, dir);
    return { fresh, repeated };
  } catch (error) {
    return { error: errorText(error) };
  }
}

/**
 * npm run bench -- --imports [--rows N] [--providers N] [--repeat N]
 * [--only imports-postgres|imports-pglite|imports-providers]: a synthetic register
 * (register-file.ts) imported by the CLI, as its own process, into PostgreSQL beside a bare
 * COPY of the same file, a smaller one into PGlite, and a providers file with a month of their
 * settlements (providers-file.ts, settlements-file.ts) into PostgreSQL likewise. Written to
 * .bench/imports.json; the exit code is 1 when a run failed.
 */
export async function importsBench(options: BenchOptions): Promise<void> {
  const wanted = (id: (typeof IMPORTS_IDS)[number]) =>
    options.only.length === 0 || options.only.includes(id);
  const dir = benchTempDir('imports');
  const results: ImportsResults = {
    generatedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAverageAtStart: loadavg()[0] ?? 0 },
    rows: options.rows,
    postgres: { skipped: 'not requested' },
    pglite: { skipped: 'not requested' },
    providersSettlements: { skipped: 'not requested' },
  };
  const file = join(dir, 'affiliates.csv');
  if (wanted('imports-postgres') || wanted('imports-providers')) {
    console.log(`Writing a register of ${options.rows.toLocaleString('en-US')} rows …`);
    await writeRegisterFile(file, options.rows);
    results.fileBytes = statSync(file).size;
  }
  if (wanted('imports-postgres')) results.postgres = await postgresBench(options, file, dir);
  if (wanted('imports-providers')) {
    results.providersSettlements = await providersBench(options, file, dir);
  }
  if (wanted('imports-pglite')) {
    const rows = Math.min(options.rows, PGLITE_MAX_ROWS);
    const file = join(dir, 'affiliates-pglite.csv');
    await writeRegisterFile(file, rows);
    results.pgliteRows = rows;
    results.pglite = await pgliteBench(file, dir);
  }
  writeImports(results);
  console.log(formatImports(results));
  const outcomes = [results.postgres, results.pglite, results.providersSettlements];
  if (outcomes.some((outcome) => outcome !== undefined && 'error' in outcome)) process.exitCode = 1;
}
