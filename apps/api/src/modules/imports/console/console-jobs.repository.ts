import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importJobs, integrationKeys } from '../../../db/schema/imports.ts';
import { staffUsers } from '../../../db/schema/staff.ts';
import { RECENT_JOBS, type ImportJobRow } from '../jobs/jobs.repository.ts';

/** A job with who started it: the staff member's name or the key's client. */
export interface StartedJobRow {
  job: ImportJobRow;
  staffName: string | null;
  client: string | null;
}

function startedJobs(db: Db) {
  return db
    .select({ job: importJobs, staffName: staffUsers.name, client: integrationKeys.client })
    .from(importJobs)
    .leftJoin(staffUsers, eq(staffUsers.id, importJobs.staffId))
    .leftJoin(integrationKeys, eq(integrationKeys.id, importJobs.keyId));
}

/** Every door's jobs, newest first (the primary key's order is their order of arrival). */
export async function recentJobs(db: Db): Promise<StartedJobRow[]> {
  return startedJobs(db).orderBy(desc(importJobs.id)).limit(RECENT_JOBS);
}

export async function jobById(db: Db, id: number): Promise<StartedJobRow | null> {
  const [row] = await startedJobs(db).where(eq(importJobs.id, id));
  return row ?? null;
}
