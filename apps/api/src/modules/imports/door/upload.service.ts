import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ImportKindName } from '@portal/contracts';
import { IMPORT_MEDIA_TYPES } from '@portal/contracts';
import { HttpError } from '../../../lib/errors.ts';
import { activeJobOf, insertQueuedJob, type JobStarter } from '../jobs/jobs.repository.ts';
import { startJob, sweepStaleJobs, type JobsDeps, type RunningJobs } from '../jobs/jobs.service.ts';
import { DOOR_MESSAGES } from './messages.ts';
import { spoolUpload, UploadAborted, UploadTooLarge } from './spool.ts';

export interface UploadDeps extends JobsDeps {
  maxBytes: number;
  spoolDir: string | undefined;
  running: RunningJobs;
}

export interface Upload {
  kind: ImportKindName;
  starter: JobStarter;
  options: { full: boolean; dryRun: boolean; acceptPartial: boolean };
  /** The request's body as the door's parser left it: the stream, or whatever another gave. */
  body: unknown;
  contentType: string | undefined;
  contentLength: string | undefined;
}

const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(';')[0]!.trim().toLowerCase() ?? '';

const tooLarge = (maxBytes: number) =>
  new HttpError(413, DOOR_MESSAGES.tooLarge(maxBytes), 'IMPORT_TOO_LARGE');

async function refuseWhileBusy(deps: UploadDeps, kind: ImportKindName) {
  const active = await activeJobOf(deps.db, kind);
  if (active) {
    throw new HttpError(409, DOOR_MESSAGES.busy(active.id, active.source), 'IMPORT_BUSY');
  }
}

/**
 * Accepts an upload as a queued job (docs/decisions/0050): refused before a byte is read when it
 * is no CSV or NDJSON (415), says it is larger than the limit (413), is of a kind the engine has
 * not got yet (404) or a job of its kind is queued or running (409); otherwise spooled to a file as it arrives, refused at the byte that
 * passes the limit (413), and queued; the same index that makes one job per kind refuses a
 * second upload that raced this one. A refused upload leaves no row and no file.
 */
export async function acceptUpload(deps: UploadDeps, upload: Upload) {
  const mediaType = mediaTypeOf(upload.contentType);
  if (!(upload.body instanceof Readable) || !IMPORT_MEDIA_TYPES.some((t) => t === mediaType)) {
    throw new HttpError(415, DOOR_MESSAGES.mediaType, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (Number(upload.contentLength ?? 0) > deps.maxBytes) throw tooLarge(deps.maxBytes);
  if (!(await deps.importer()).kind(upload.kind)) {
    throw new HttpError(404, DOOR_MESSAGES.kindNotBuilt, 'IMPORT_KIND_UNAVAILABLE');
  }
  await sweepStaleJobs(deps);
  await refuseWhileBusy(deps, upload.kind);

  const path = join(deps.spoolDir ?? tmpdir(), `portal-import-${randomUUID()}`);
  let bytes: number;
  try {
    bytes = await spoolUpload(upload.body, path, deps.maxBytes);
  } catch (error) {
    if (error instanceof UploadTooLarge) throw tooLarge(deps.maxBytes);
    if (error instanceof UploadAborted) {
      throw new HttpError(400, DOOR_MESSAGES.aborted, 'IMPORT_ABORTED');
    }
    throw error;
  }
  const job = await insertQueuedJob(deps.db, {
    kind: upload.kind,
    starter: upload.starter,
    ...upload.options,
    bytes,
    now: deps.clock.now(),
  });
  if (!job) {
    // Another upload of the kind was queued while this one was being received.
    await rm(path, { force: true });
    await refuseWhileBusy(deps, upload.kind);
  }
  if (!job) throw new HttpError(409, DOOR_MESSAGES.busy(null), 'IMPORT_BUSY');
  startJob(deps, deps.running, job, { path, mediaType });
  return { id: job.id, kind: job.kind, status: job.status };
}
