import type { HttpTarget } from './autocannon-run.ts';
import type { LargeSeed } from './large-seed.ts';
import type { RunningServer } from './servers.ts';

/** What a scenario may ask for; each is prepared once per run, on first use. */
export interface ScenarioContext {
  /** Admin URL of the local PostgreSQL, or null when it is unavailable. */
  postgresAdminUrl: string | null;
  /** portal_bench_large, seeded on first use (only with --large). */
  largeSeed(): Promise<LargeSeed>;
}

export interface HttpScenario {
  id: string;
  label: string;
  database: 'none' | 'pglite' | 'postgres';
  /** Skipped (with a line in the report) when a need is not met. */
  needs: readonly ('postgres' | 'large')[];
  /** Starts what it measures; the returned server is stopped right after the measurement. */
  prepare(context: ScenarioContext): Promise<{ server: RunningServer; target: HttpTarget }>;
}
