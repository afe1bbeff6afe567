import type { ImportKindName } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { DOOR_MESSAGES } from '../door/messages.ts';
import type { ImportReport } from '../engine/kind.ts';
import {
  activeJobOf,
  failStaleJobs,
  finishJob,
  insertCliJob,
  touchJob,
  type ImportJobRow,
} from './jobs.repository.ts';
import { HEARTBEAT_MS, STALE_MS, statusOf } from './jobs.service.ts';

export interface CliJobDeps {
  db: Db;
  clock: Clock;
}

export interface CliJob {
  kind: ImportKindName;
  full: boolean;
  dryRun: boolean;
  acceptPartial: boolean;
  bytes: number;
}

export type CliJobResult =
  { ran: true; report: ImportReport } | { ran: false; busy: ImportJobRow | null };

/**
 * Runs a command-line import as a job row of source `cli` (docs/decisions/0053): the row takes
 * the kind's place in the index that keeps one import per kind, so an upload of the kind is
 * answered 409 while it runs and this answers `busy` while a job of the kind (an upload, or
 * another command) is queued or running. The row is touched like a server's job, so a command
 * killed mid-import is failed by the next sweep and frees the kind.
 */
export async function runCliJob(
  deps: CliJobDeps,
  job: CliJob,
  run: (onRows: (rows: number) => void) => Promise<ImportReport>,
): Promise<CliJobResult> {
  const now = deps.clock.now();
  // A job of a process that died is failed first (what a server's sweep would do soon).
  await failStaleJobs(deps.db, new Date(now.getTime() - STALE_MS), DOOR_MESSAGES.stale, now);
  const row = await insertCliJob(deps.db, { ...job, now });
  if (!row) return { ran: false, busy: await activeJobOf(deps.db, job.kind) };

  let rows = 0;
  const heartbeat = setInterval(() => {
    touchJob(deps.db, row.id, rows, deps.clock.now()).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const report = await run((read) => {
      rows = read;
    });
    clearInterval(heartbeat);
    await finishJob(deps.db, row.id, { status: statusOf(report), report, now: deps.clock.now() });
    return { ran: true, report };
  } catch (error) {
    clearInterval(heartbeat);
    await finishJob(deps.db, row.id, {
      status: 'failed',
      error: DOOR_MESSAGES.failed,
      now: deps.clock.now(),
    }).catch(() => undefined);
    throw error;
  }
}
