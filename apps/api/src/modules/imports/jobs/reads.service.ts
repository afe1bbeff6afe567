import { Readable } from 'node:stream';
import type { ImportJob, ImportKindName } from '@portal/contracts';
import {
  INTEGRATION_KEY_MESSAGES,
  type IntegrationCaller,
} from '../../../access/integration-keys.ts';
import { HttpError } from '../../../lib/errors.ts';
import { DOOR_MESSAGES } from '../door/messages.ts';
import { jobOfKey, recentJobsOfKey, type ImportJobRow } from './jobs.repository.ts';
import { rejectParts } from './rejects.repository.ts';
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

/** The BOM the reject file starts with (a spreadsheet then reads it as UTF-8): not stored. */
async function* withBom(parts: AsyncIterable<string>) {
  yield '\uFEFF';
  yield* parts;
}

/** A job's reject file, streamed part by part; 404 when the job kept none. */
export function rejectFileOf(
  deps: JobsDeps,
  row: ImportJobRow,
): { stream: Readable; fileName: string } {
  if (!row.hasRejects) throw new HttpError(404, DOOR_MESSAGES.noRejects, 'NOT_FOUND');
  return {
    stream: Readable.from(withBom(rejectParts(deps.db, row.id))),
    fileName: `${row.kind}-${row.id}.rechazos.csv`,
  };
}

/**
 * The caller's key's job's reject file: another key's job is 404 (as the job), one of a kind the
 * key no longer holds 403 (as the push).
 */
export async function rejectsOf(
  deps: JobsDeps,
  caller: IntegrationCaller,
  id: number,
): Promise<{ stream: Readable; fileName: string }> {
  const row = await jobOfKey(deps.db, id, caller.keyId);
  if (!row) throw new HttpError(404, DOOR_MESSAGES.jobNotFound, 'NOT_FOUND');
  if (!caller.kinds.includes(row.kind)) {
    throw new HttpError(403, INTEGRATION_KEY_MESSAGES.outOfScope, 'FORBIDDEN');
  }
  return rejectFileOf(deps, row);
}
