import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiDatabase } from './servers.ts';
import type { WriteTally } from './soak-traffic.ts';

export const soakResultsFile = fileURLToPath(new URL('../../.bench/soak.json', import.meta.url));

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
 * What makes a soak fail: a request without an answer, or an answer outside 2xx other than a
 * write limit's 429 (the limit doing its job, reported on its own line).
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
  return problems;
}

export function formatSoak(run: SoakRun): string {
  const lines = [
    '',
    `Soak (${run.generatedAt}): ${run.settings.durationSeconds} s at ${run.settings.connections} connections, no warm-up`,
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
    lines.push(
      `${label}: ${int(f.requests)} requests (${int(f.requestsPerSec)}/s), p50 ${f.latencyP50Ms} ms, p99 ${f.latencyP99Ms} ms, max ${f.latencyMaxMs} ms`,
      `  errors ${int(f.errors)} (timeouts ${int(f.timeouts)}), non-2xx ${int(f.non2xx)}`,
      `  answers by status: ${byStatus(f.statuses)}`,
      '  writes:',
      ...writes,
      '',
    );
  }
  const problems = run.results.flatMap(soakProblems);
  lines.push(
    problems.length === 0
      ? 'No errors: every request answered, none outside 2xx but write-limit 429s.'
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
