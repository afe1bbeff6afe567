import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { trackChild } from './cleanup.ts';
import { repoRoot } from './paths.ts';

/** One run of `npm run import` as its own process, as an operator runs it. */
export interface ImportRun {
  label: string;
  seconds: number;
  rowsPerSecond: number;
  /** Peak resident set of the importing process (its VmHWM), MiB; null when not measurable. */
  peakRssMiB: number | null;
  /**
   * CPU seconds of the importing process (user + system): on a shared machine its wall time
   * waits on other work, its CPU much less. Null when not measurable.
   */
  cpuSeconds: number | null;
  report: { read: number; new: number; changed: number; unchanged: number; retired: number };
}

const TIME = '/usr/bin/time';

/**
 * `npm run import` as package.json writes it, Node's flags included (its young generation is
 * sized there), with this Node: the bench measures the command an operator runs.
 */
function importCommand(): string[] {
  const scripts = (
    JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const [node, ...args] = (scripts.import ?? '').split(/\s+/);
  if (node !== 'node' || args.length === 0) throw new Error('package.json: no "import" script');
  return [process.execPath, ...args];
}

/**
 * Runs the import CLI for `kind` on `file` with `env` (DATABASE_URL or PGLITE_DIR) and `flags`, timed from
 * spawn to exit (Node's start and the connection included: what a nightly job waits for). Peak
 * RSS from GNU time's %M, which the kernel keeps exactly; sampling /proc would miss a spike
 * between two samples.
 */
export async function runImportCli(
  label: string,
  file: string,
  env: Record<string, string>,
  flags: readonly string[],
  workDir: string,
  kind = 'affiliates',
): Promise<ImportRun> {
  const rssFile = join(workDir, `rss-${process.pid}-${Date.now()}`);
  const node = [...importCommand(), kind, file, '--json', ...flags];
  const withTime = existsSync(TIME);
  const [command, ...args] = withTime ? [TIME, '-f', '%M %U %S', '-o', rssFile, ...node] : node;
  const started = performance.now();
  const child = spawn(command!, args, {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${label}: import exited ${code}\n${stderr}${stdout}`);
  const report = JSON.parse(stdout) as ImportRun['report'];
  const [kib, user, system] = withTime
    ? (readFileSync(rssFile, 'utf8').trim().split('\n').at(-1) ?? '').split(' ').map(Number)
    : [];
  const known = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n);
  return {
    label,
    seconds,
    rowsPerSecond: report.read / seconds,
    peakRssMiB: known(kib) ? kib / 1024 : null,
    cpuSeconds: known(user) && known(system) ? user + system : null,
    report,
  };
}

/** Columns of an empty table of the register's types, for the bare COPY of a register. */
export const REGISTER_COPY_COLUMNS = `contra integer, middle smallint,
      inte smallint, prepaga smallint, documento varchar(11), apellido varchar(80),
      nombre varchar(80), fecha_nacimiento date, sexo varchar(1), plan integer,
      ambito varchar(1), estado varchar(1), estado_desc varchar(40), desde date, hasta date,
      requiere_token text, condicion_impuestos varchar(40)`;

/**
 * The yardstick: the same file with PostgreSQL's own COPY into an empty table of `columns`
 * (the kind's types), no index, no check beyond the types, streamed from this process as the
 * importer streams it. Only the file's two date forms need DMY; flags and lists stay text.
 */
export async function bareCopy(
  url: string,
  file: string,
  columns = REGISTER_COPY_COLUMNS,
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set datestyle = 'ISO, DMY'`);
    await client.query(`drop table if exists bench_bare_copy`);
    await client.query(`create table bench_bare_copy (${columns})`);
    const started = performance.now();
    await pipeline(
      createReadStream(file),
      client.query(copyFrom(`copy bench_bare_copy from stdin (format csv, delimiter ';', header)`)),
    );
    const seconds = (performance.now() - started) / 1000;
    await client.query(`drop table bench_bare_copy`);
    return seconds;
  } finally {
    await client.end();
  }
}
