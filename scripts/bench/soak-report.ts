import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiDatabase } from './servers.ts';
import type { ChurnTally } from './soak-churn.ts';
import { FLAT_RULE, samplesCsv, type FlatVerdict, type SoakSample } from './soak-series.ts';
import type { WriteTally } from './soak-traffic.ts';

export const soakResultsFile = fileURLToPath(new URL('../../.bench/soak.json', import.meta.url));

/** The samples of one database's soak as CSV (.bench/soak-<database>.csv); answers its path. */
export function writeSamples(samples: readonly SoakSample[], database: ApiDatabase['kind']) {
  const file = fileURLToPath(new URL(`../../.bench/soak-${database}.csv`, import.meta.url));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, samplesCsv(samples));
  return file;
}

/** One database's soak: its figures, or why it was skipped or failed. */
export interface SoakResult {
  id: string;
  database: ApiDatabase['kind'];
  status: 'ok' | 'skipped' | 'failed';
  reason?: string;
  figures?: {
    requests: number;
    requestsPerSec: number;
    latencyP50Ms: number;
    latencyP99Ms: number;
    latencyMaxMs: number;
    /** Connection errors and timeouts: requests that got no answer. */
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Every answer, reads and writes, by HTTP status. */
    statuses: Record<string, number>;
    /** The writes alone, by provider. */
    writes: Record<string, WriteTally>;
    /** Event streams opened and closed, and whole sessions (login, user-config, logout). */
    streams: ChurnTally;
    sessions: ChurnTally;
    /** The API process's first and last samples. */
    memory: { start: SoakSample | null; end: SoakSample | null };
    /** Memory and p99 after warm-up (soak-series.ts). */
    flat: FlatVerdict;
    samplesCsv: string;
  };
}

export interface SoakRun {
  generatedAt: string;
  machine: { node: string; cpus: number; loadAverageAtStart: number };
  settings: { durationSeconds: number; connections: number };
  results: SoakResult[];
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const DB_LABEL = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

const byStatus = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status} × ${int(n)}`)
    .join(', ') || 'none';

/**
 * What makes a soak fail: a request without an answer, an answer outside 2xx other than a write
 * limit's 429 (the limit doing its job, reported on its own line), a stream or session that
 * failed, memory that grows after warm-up or a p99 that drifts (FLAT_RULE).
 */
export function soakProblems(result: SoakResult): string[] {
  if (result.status === 'failed') return [`${result.id}: ${result.reason ?? 'failed'}`];
  const f = result.figures;
  if (!f) return [];
  const problems: string[] = [];
  if (f.errors + f.timeouts > 0) {
    problems.push(`${result.id}: ${f.errors} errors (${f.timeouts} timeouts)`);
  }
  const unexpected = Object.entries(f.statuses).filter(
    ([status]) => !status.startsWith('2') && status !== '429',
  );
  if (unexpected.length > 0) {
    problems.push(`${result.id}: answers ${byStatus(Object.fromEntries(unexpected))}`);
  }
  for (const [what, churn] of [
    ['streams', f.streams],
    ['sessions', f.sessions],
  ] as const) {
    if (churn.failed > 0) problems.push(`${result.id}: ${churn.failed} ${what} failed`);
  }
  problems.push(...f.flat.problems.map((problem) => `${result.id}: ${problem}`));
  return problems;
}

export function formatSoak(run: SoakRun): string {
  const lines = [
    '',
    `Soak (${run.generatedAt}): ${run.settings.durationSeconds} s at ${run.settings.connections} connections (errors count from the first second; memory is judged after warm-up)`,
    `Node ${run.machine.node}, ${run.machine.cpus} CPU cores, load average ${run.machine.loadAverageAtStart.toFixed(2)} at start`,
    '',
  ];
  for (const result of run.results) {
    const label = DB_LABEL[result.database];
    const f = result.figures;
    if (result.status !== 'ok' || !f) {
      lines.push(`${label}: ${result.status}${result.reason ? ` (${result.reason})` : ''}`, '');
      continue;
    }
    const writes = Object.entries(f.writes).map(
      ([email, tally]) => `    ${email}: ${int(tally.sent)} sent; ${byStatus(tally.statuses)}`,
    );
    const mb = (s: SoakSample | null) =>
      s ? `RSS ${s.rssMb.toFixed(1)} MB, heap ${s.heapMb.toFixed(1)} MB at ${s.atSeconds} s` : '-';
    lines.push(
      `${label}: ${int(f.requests)} requests (${int(f.requestsPerSec)}/s), p50 ${f.latencyP50Ms} ms, p99 ${f.latencyP99Ms} ms, max ${f.latencyMaxMs} ms`,
      `  errors ${int(f.errors)} (timeouts ${int(f.timeouts)}), non-2xx ${int(f.non2xx)}`,
      `  answers by status: ${byStatus(f.statuses)}`,
      '  writes:',
      ...writes,
      `  streams: ${int(f.streams.opened)} opened and closed, ${int(f.streams.failed)} failed; ${byStatus(f.streams.statuses)}`,
      `  sessions: ${int(f.sessions.opened)} login → user-config → logout, ${int(f.sessions.failed)} failed`,
      `  memory: start ${mb(f.memory.start)}; end ${mb(f.memory.end)}`,
      `  after warm-up (${f.flat.judged} samples): heap floor ${f.flat.heapSlopeMbPerMin} MB/min (limit ${FLAT_RULE.heapSlopeMbPerMin}), RSS floor ${f.flat.rssSlopeMbPerMin} MB/min (limit ${FLAT_RULE.rssSlopeMbPerMin}), p99 ${f.flat.p99EarlyMs} → ${f.flat.p99LateMs} ms`,
      `  samples: ${f.samplesCsv}`,
      '',
    );
  }
  const problems = run.results.flatMap(soakProblems);
  lines.push(
    problems.length === 0
      ? 'No errors (none outside 2xx but write-limit 429s), memory flat and p99 steady after warm-up.'
      : `PROBLEMS:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    `Results written to ${soakResultsFile}`,
    '',
  );
  return lines.join('\n');
}

export function writeSoak(run: SoakRun): void {
  mkdirSync(dirname(soakResultsFile), { recursive: true });
  writeFileSync(soakResultsFile, `${JSON.stringify(run, null, 2)}\n`);
}
