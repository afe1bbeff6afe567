import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ImportJobStatus, ImportKindName, ImportReportBody } from '@portal/contracts';
import { staffUsers } from './staff.ts';

/** The door a job came in by (docs/decisions/0053, 0064: a staff member in the console). */
export type ImportJobSource = 'http' | 'cli' | 'console';

/*
 * The machines' door of the imports (docs/decisions/0050): the insurer's integration keys and
 * the jobs their uploads became.
 */

/**
 * A key of one of the insurer's systems (its client), scoped to kinds. Only the SHA-256 of its
 * secret is kept: the secret is 256 random bits, so a fast hash is as safe as a slow one, and the
 * guard checks it on every request. `public_id` finds the row; it is no secret.
 */
export const integrationKeys = pgTable('integration_keys', {
  id: serial('id').primaryKey(),
  publicId: varchar('public_id', { length: 24 }).notNull().unique(),
  client: varchar('client', { length: 80 }).notNull(),
  kinds: text('kinds').array().$type<ImportKindName[]>().notNull(),
  secretHash: varchar('secret_hash', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/**
 * One upload and what became of it. At most one job of a kind is queued or running at a time,
 * across processes: the partial unique index is the lock. `heartbeat_at` is touched while the
 * job runs; a job whose process died stops touching it and the stale-job sweep fails it.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).$type<ImportKindName>().notNull(),
    /** The key that pushed the file; null for an import from the command line. */
    keyId: integer('key_id').references(() => integrationKeys.id),
    /** The staff account that started it in the console; null from the other doors. */
    staffId: integer('staff_id').references(() => staffUsers.id),
    /**
     * Which door: 'http' (a key's upload, run by a server), 'cli' (npm run import) or 'console'
     * (a staff member's upload, run by a server like a key's).
     */
    source: varchar('source', { length: 7 }).$type<ImportJobSource>().notNull().default('http'),
    status: varchar('status', { length: 10 }).$type<ImportJobStatus>().notNull(),
    full: boolean('full').notNull(),
    dryRun: boolean('dry_run').notNull(),
    acceptPartial: boolean('accept_partial').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    rows: integer('rows').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    report: jsonb('report').$type<ImportReportBody>(),
    error: text('error'),
    /** accept-partial refused rows: their reject file is in import_job_rejects. */
    hasRejects: boolean('has_rejects').notNull().default(false),
  },
  (t) => [
    check(
      'import_jobs_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'refused', 'failed')`,
    ),
    check('import_jobs_source_check', sql`(${t.source} = 'http') = (${t.keyId} is not null)`),
    check('import_jobs_console_check', sql`(${t.source} = 'console') = (${t.staffId} is not null)`),
    uniqueIndex('import_jobs_one_active_per_kind')
      .on(t.kind)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('import_jobs_key_idx').on(t.keyId, t.id),
  ],
);

/**
 * The reject file of an accept-partial job, in parts of whole lines, so any process serves it
 * (the job ran on one process's disk) and streams it part by part.
 */
export const importJobRejects = pgTable(
  'import_job_rejects',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => importJobs.id),
    part: integer('part').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.part] })],
);
