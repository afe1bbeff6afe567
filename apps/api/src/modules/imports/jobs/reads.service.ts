import type { ImportJob, ImportKindName } from '@portal/contracts';
import { HttpError } from '../../../lib/errors.ts';
import { DOOR_MESSAGES } from '../door/messages.ts';
import { jobOfKey, recentJobsOfKey } from './jobs.repository.ts';
import { jobAnswer, type JobsDeps } from './jobs.service.ts';

/** A job of another key is answered as one that does not exist. */
export async function jobOf(deps: JobsDeps, keyId: number, id: number): Promise<ImportJob> {
  const row = await jobOfKey(deps.db, id, keyId);
  if (!row) throw new HttpError(404, DOOR_MESSAGES.jobNotFound, 'NOT_FOUND');
  return jobAnswer(row);
}

export async function jobsOf(
  deps: JobsDeps,
  keyId: number,
  kind: ImportKindName | undefined,
): Promise<ImportJob[]> {
  return (await recentJobsOfKey(deps.db, keyId, kind)).map(jobAnswer);
}
