import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProvidersSettlementsFiles, ProvidersSettlementsRound } from './imports-providers.ts';
import type { ImportRun } from './imports-run.ts';

export const importsFile = fileURLToPath(new URL('../../.bench/imports.json', import.meta.url));

export interface PostgresRound {
  bareCopySeconds: number;
  fresh: ImportRun;
  repeated: ImportRun;
  full: ImportRun;
}

type Outcome<T> = T | { skipped: string } | { error: string };

export interface ImportsResults {
  generatedAt: string;
  machine: { node: string; cpus: number; loadAverageAtStart: number };
  rows: number;
  fileBytes?: number;
  postgres: Outcome<{ rounds: PostgresRound[] }>;
  pgliteRows?: number;
  pglite: Outcome<{ fresh: ImportRun; repeated: ImportRun }>;
  /** The providers file and its month of settlements into PostgreSQL (imports-providers.ts). */
  providersSettlements?: Outcome<{
    files: ProvidersSettlementsFiles;
    /** The CLI's time for the register the settlements name, imported into the template. */
    registerSeconds: number;
    rounds: ProvidersSettlementsRound[];
  }>;
}

/** The issue's aims for the register into PostgreSQL. */
export const IMPORT_AIMS = { seconds: 60, freshRatio: 0.5, repeatedTimesCopy: 1.5, rssMiB: 300 };

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const s = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} s`;
const mib = (n: number | null) => (n === null ? '-' : `${int(n)} MiB`);

function runLine(run: ImportRun, copySeconds?: number): string {
  const ratio =
    copySeconds === undefined ? '' : `  COPY ratio ${(copySeconds / run.seconds).toFixed(3)}`;
  const r = run.report;
  return (
    `    ${run.label.padEnd(9)} ${s(run.seconds).padStart(8)}  ${int(run.rowsPerSecond).padStart(9)} rows/s` +
    `  peak RSS ${mib(run.peakRssMiB).padStart(8)}  CPU ${run.cpuSeconds === null ? '-' : s(run.cpuSeconds)}${ratio}` +
    `  (new ${int(r.new)}, changed ${int(r.changed)}, unchanged ${int(r.unchanged)}, retired ${int(r.retired)})`
  );
}

/** Aims met or missed by the best round: its fresh time, ratios, and the worst peak RSS. */
function verdict(rounds: readonly PostgresRound[]): string[] {
  const best = [...rounds].sort((a, b) => a.fresh.seconds - b.fresh.seconds)[0]!;
  const rss = Math.max(
    ...rounds.flatMap((r) => [r.fresh, r.repeated, r.full].map((x) => x.peakRssMiB ?? 0)),
  );
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const freshRatio = best.bareCopySeconds / best.fresh.seconds;
  const repeatedTimes = best.repeated.seconds / best.bareCopySeconds;
  const spread = (pick: (r: PostgresRound) => number) =>
    rounds
      .map(pick)
      .map((n) => n.toFixed(1))
      .join(' / ');
  return [
    `  rounds: fresh ${spread((r) => r.fresh.seconds)} s; repeated ${spread((r) => r.repeated.seconds)} s; bare COPY ${spread((r) => r.bareCopySeconds)} s`,
    `  aims (best round): fresh ${s(best.fresh.seconds)} <= ${IMPORT_AIMS.seconds} s ${mark(best.fresh.seconds <= IMPORT_AIMS.seconds)};` +
      ` COPY ratio fresh ${freshRatio.toFixed(3)} >= ${IMPORT_AIMS.freshRatio} ${mark(freshRatio >= IMPORT_AIMS.freshRatio)};` +
      ` repeated ${repeatedTimes.toFixed(2)} x COPY <= ${IMPORT_AIMS.repeatedTimesCopy} ${mark(repeatedTimes <= IMPORT_AIMS.repeatedTimesCopy)};` +
      ` peak RSS ${mib(rss)} <= ${IMPORT_AIMS.rssMiB} ${mark(rss <= IMPORT_AIMS.rssMiB)}`,
  ];
}

function providersLines(outcome: ImportsResults['providersSettlements']): string[] {
  if (outcome === undefined) return [];
  const lines = ['PostgreSQL, providers and their month of settlements'];
  if ('skipped' in outcome) return [...lines, `  skipped: ${outcome.skipped}`];
  if ('error' in outcome) return [...lines, `  failed: ${outcome.error}`];
  const f = outcome.files;
  const size = (n: number) => `${int(n / 1024 / 1024)} MiB CSV`;
  lines.push(
    `  files: ${int(f.providers)} providers, ${int(f.providerRows)} places (${size(f.providerBytes)}); ` +
      `${int(f.settlementRows)} settlement lines (${size(f.settlementBytes)}), affiliates of the ${int(f.registerRows)}-row register (imported first, ${s(outcome.registerSeconds)})`,
  );
  outcome.rounds.forEach((round, index) => {
    for (const kind of ['providers', 'settlements'] as const) {
      const { bareCopySeconds, fresh, repeated } = round[kind];
      lines.push(`  round ${index + 1}, ${kind}: bare COPY ${s(bareCopySeconds)}`);
      lines.push(runLine(fresh, bareCopySeconds), runLine(repeated, bareCopySeconds));
    }
  });
  return lines;
}

export function formatImports(results: ImportsResults): string {
  const lines = [
    '',
    `Imports bench (${results.generatedAt}), Node ${results.machine.node}, ${results.machine.cpus} CPU cores, load average ${results.machine.loadAverageAtStart.toFixed(2)} at start`,
    `Register: ${int(results.rows)} synthetic affiliates${results.fileBytes ? ` (${int(results.fileBytes / 1024 / 1024)} MiB CSV)` : ''}; times are the CLI process's, spawn to exit`,
    'PostgreSQL',
  ];
  const pg = results.postgres;
  if ('skipped' in pg) lines.push(`  skipped: ${pg.skipped}`);
  else if ('error' in pg) lines.push(`  failed: ${pg.error}`);
  else {
    pg.rounds.forEach((round, index) => {
      lines.push(`  round ${index + 1}: bare COPY ${s(round.bareCopySeconds)}`);
      for (const run of [round.fresh, round.repeated, round.full]) {
        lines.push(runLine(run, round.bareCopySeconds));
      }
    });
    if (pg.rounds.length > 0) lines.push(...verdict(pg.rounds));
  }
  lines.push(`PGlite${results.pgliteRows ? ` (${int(results.pgliteRows)} rows)` : ''}`);
  const lite = results.pglite;
  if ('skipped' in lite) lines.push(`  skipped: ${lite.skipped}`);
  else if ('error' in lite) lines.push(`  failed: ${lite.error}`);
  else lines.push(runLine(lite.fresh), runLine(lite.repeated));
  lines.push(...providersLines(results.providersSettlements));
  lines.push(
    '  (COPY ratio = bare COPY time / import time; the aim is >= 0.5 fresh, and the repeated import within 1.5 x the COPY)',
  );
  lines.push(`Results written to ${importsFile}`, '');
  return lines.join('\n');
}

export function writeImports(results: ImportsResults): void {
  mkdirSync(dirname(importsFile), { recursive: true });
  writeFileSync(importsFile, `${JSON.stringify(results, null, 2)}\n`);
}
