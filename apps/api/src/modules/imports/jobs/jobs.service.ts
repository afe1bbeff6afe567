import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJob, ImportJobStatus } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { LiveEventBus } from '../../../lib/live-events.ts';
import { DOOR_MESSAGES } from '../door/messages.ts';
import type { ImportReport } from '../engine/kind.ts';
import type { Importer } from './importer.ts';
import {
  failStaleJobs,
  finishJob,
  markRunning,
  touchJob,
  type ImportJobRow,
  type JobEnd,
} from './jobs.repository.ts';
import { RejectSpool } from './rejects.ts';

/**
 * Runs the accepted uploads (docs/decisions/0050). A job lives in its row, never only in memory:
 * its process touches `heartbeat_at` while it runs, and a job whose process died stops being
 * touched; the sweep (every SWEEP_MS on every process, and before each upload of the kind) fails it, so
 * the next upload of its kind is not kept waiting for ever. The import itself is one transaction
 * (the engine's), so a job that died applied nothing.
 */

export const HEARTBEAT_MS = 5_000;
/** A running job untouched this long is taken for dead: twelve missed heartbeats. */
export const STALE_MS = 60_000;
export const SWEEP_MS = 15_000;

export interface JobsDeps {
  db: Db;
  clock: Clock;
  events: LiveEventBus;
  log: FastifyBaseLogger;
  importer: () => Promise<Importer>;
}

/** The jobs this process runs, so closing the app waits for them. */
export type RunningJobs = Set<Promise<void>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function jobAnswer(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    full: row.full,
    dryRun: row.dryRun,
    acceptPartial: row.acceptPartial,
    bytes: row.bytes,
    rows: row.rows,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    report: row.report ?? null,
    error: row.error,
    rejects: row.hasRejects ? `/pre/imports/jobs/${row.id}/rejects` : null,
  };
}

/** A dry run is done once it ran (its report says whether the file would be refused). */
export function statusOf(report: ImportReport): ImportJobStatus {
  return report.dryRun || report.applied ? 'done' : 'refused';
}

export async function sweepStaleJobs(deps: Pick<JobsDeps, 'db' | 'clock' | 'log'>) {
  const now = deps.clock.now();
  const failed = await failStaleJobs(
    deps.db,
    new Date(now.getTime() - STALE_MS),
    DOOR_MESSAGES.stale,
    now,
  );
  if (failed.length > 0) deps.log.warn({ jobs: failed }, 'import jobs of a stopped process failed');
}

const FILE_NAMES: Record<string, string> = {
  'text/csv': 'upload.csv',
  'application/x-ndjson': 'upload.ndjson',
};

/**
 * Runs one job on its spooled file. The file is removed before the job is marked ended, so a
 * client that sees "done" never finds the upload still on disk.
 */
async function runJob(deps: JobsDeps, job: ImportJobRow, path: string, mediaType: string) {
  let rows = 0;
  const heartbeat = setInterval(() => {
    touchJob(deps.db, job.id, rows, deps.clock.now()).catch((error: unknown) =>
      deps.log.error({ err: error, job: job.id }, 'could not touch an import job'),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let ending: JobEnd;
  const rejects = job.acceptPartial ? new RejectSpool(`${path}.rechazos.csv`) : null;
  try {
    await markRunning(deps.db, job.id, deps.clock.now());
    const importer = await deps.importer();
    const kind = importer.kind(job.kind);
    if (!kind) throw new Error(`no import kind ${job.kind}`);
    const report = await importer.run(
      { db: deps.db, clock: deps.clock, events: deps.events },
      kind,
      createReadStream(path),
      {
        full: job.full,
        dryRun: job.dryRun,
        acceptPartial: job.acceptPartial,
        fileName: FILE_NAMES[mediaType] ?? 'upload.csv',
        onProgress: (progress) => {
          rows = progress.rows;
        },
        ...(rejects && { rejectTo: rejects.out }),
      },
    );
    // Kept before the job ends: a client that sees it ended with rejects can download them.
    const hasRejects = rejects !== null && report.refused > 0;
    if (hasRejects) await rejects.store(deps.db, job.id);
    ending = { status: statusOf(report), report, now: deps.clock.now(), hasRejects };
  } catch (error) {
    deps.log.error({ err: error, job: job.id, kind: job.kind }, 'import job failed');
    ending = { status: 'failed', error: DOOR_MESSAGES.failed, now: deps.clock.now() };
  } finally {
    clearInterval(heartbeat);
    await rm(path, { force: true });
    await rejects?.discard();
  }
  await finishJob(deps.db, job.id, ending).catch((error: unknown) =>
    deps.log.error({ err: error, job: job.id }, 'could not record the end of an import job'),
  );
}

/** Starts a queued job in the background; the spooled file is removed once it ran. */
export function startJob(
  deps: JobsDeps,
  running: RunningJobs,
  job: ImportJobRow,
  spooled: { path: string; mediaType: string },
): void {
  const run = runJob(deps, job, spooled.path, spooled.mediaType).finally(() => running.delete(run));
  running.add(run);
}
