import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { ImportJobStatus, ImportKindName, ImportReportBody } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { sqlStateOf } from '../../../db/errors.ts';
import { importJobs } from '../../../db/schema/imports.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

const ACTIVE: ImportJobStatus[] = ['queued', 'running'];

/** Who pushed an upload: an integration key, or a staff member in the console. */
export type JobStarter = { keyId: number } | { staffId: number };

export interface NewJob {
  kind: ImportKindName;
  starter: JobStarter;
  full: boolean;
  dryRun: boolean;
  acceptPartial: boolean;
  bytes: number;
  now: Date;
}

type JobValues = typeof importJobs.$inferInsert;

/** The new job, or null when a job of the kind is already queued or running (the index). */
async function insertActiveJob(db: Db, values: JobValues): Promise<ImportJobRow | null> {
  try {
    const [row] = await db.insert(importJobs).values(values).returning();
    return row!;
  } catch (error) {
    if (sqlStateOf(error) === '23505') return null;
    throw error;
  }
}

/** An upload's job, queued; null when the kind is busy. */
export async function insertQueuedJob(db: Db, job: NewJob): Promise<ImportJobRow | null> {
  const { now, starter, ...fields } = job;
  const by =
    'keyId' in starter
      ? { source: 'http' as const, keyId: starter.keyId }
      : { source: 'console' as const, staffId: starter.staffId };
  return insertActiveJob(db, {
    ...fields,
    ...by,
    status: 'queued',
    createdAt: now,
    heartbeatAt: now,
  });
}

/**
 * A command-line import's job, running from the start (it has no queue): the same row and index
 * as the door's, so the two doors keep one import per kind between them. Null when the kind is
 * busy.
 */
export async function insertCliJob(
  db: Db,
  job: Omit<NewJob, 'starter'>,
): Promise<ImportJobRow | null> {
  const { now, ...fields } = job;
  return insertActiveJob(db, {
    ...fields,
    source: 'cli',
    keyId: null,
    status: 'running',
    createdAt: now,
    startedAt: now,
    heartbeatAt: now,
  });
}

export async function activeJobOf(db: Db, kind: ImportKindName): Promise<ImportJobRow | null> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.kind, kind), inArray(importJobs.status, ACTIVE)));
  return row ?? null;
}

export async function markRunning(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(importJobs)
    .set({ status: 'running', startedAt: now, heartbeatAt: now })
    .where(eq(importJobs.id, id));
}

export async function touchJob(db: Db, id: number, rows: number, now: Date): Promise<void> {
  await db.update(importJobs).set({ rows, heartbeatAt: now }).where(eq(importJobs.id, id));
}

export interface JobEnd {
  status: ImportJobStatus;
  report?: ImportReportBody;
  error?: string;
  now: Date;
  /** The reject file was stored (import_job_rejects). */
  hasRejects?: boolean;
}

export async function finishJob(db: Db, id: number, end: JobEnd): Promise<void> {
  await db
    .update(importJobs)
    .set({
      status: end.status,
      report: end.report ?? null,
      error: end.error ?? null,
      hasRejects: end.hasRejects ?? false,
      ...(end.report ? { rows: end.report.read } : {}),
      finishedAt: end.now,
      heartbeatAt: end.now,
    })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ACTIVE)));
}

/** Fails the active jobs whose process stopped touching them before `before`; answers them. */
export async function failStaleJobs(
  db: Db,
  before: Date,
  error: string,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(importJobs)
    .set({ status: 'failed', error, finishedAt: now })
    .where(and(inArray(importJobs.status, ACTIVE), lt(importJobs.heartbeatAt, before)))
    .returning({ id: importJobs.id });
  return rows.map((row) => row.id);
}

export async function jobOfKey(db: Db, id: number, keyId: number): Promise<ImportJobRow | null> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.keyId, keyId)));
  return row ?? null;
}

export const RECENT_JOBS = 50;

export async function recentJobsOfKey(
  db: Db,
  keyId: number,
  kind: ImportKindName | undefined,
): Promise<ImportJobRow[]> {
  return db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.keyId, keyId), kind ? eq(importJobs.kind, kind) : undefined))
    .orderBy(desc(importJobs.id))
    .limit(RECENT_JOBS);
}
