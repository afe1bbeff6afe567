import type { ConsoleImportJob, ImportKindName } from '@portal/contracts';
import type { StaffCaller } from '../../../access/staff-guard.ts';
import { HttpError } from '../../../lib/errors.ts';
import { recordAudit } from '../../staff/public.ts';
import { acceptUpload, type Upload, type UploadDeps } from '../door/upload.service.ts';
import { jobAnswer, type JobsDeps } from '../jobs/jobs.service.ts';
import { rejectFileOf } from '../jobs/reads.service.ts';
import { jobById, recentJobs, type StartedJobRow } from './console-jobs.repository.ts';

/*
 * The console's imports (docs/decisions/0064): a staff member's upload is the machines' door's
 * (acceptUpload: the same refusals, spool and job), started by the staff account instead of a
 * key; the jobs are read across every door.
 */

const JOB_NOT_FOUND = 'No existe ese trabajo de importación.';
const BASE = '/pre/consola/v0/importaciones/trabajos';

function consoleAnswer({ job, staffName, client }: StartedJobRow): ConsoleImportJob {
  return {
    ...jobAnswer(job),
    rejects: job.hasRejects ? `${BASE}/${job.id}/rechazos` : null,
    source: job.source,
    startedBy: job.source === 'console' ? staffName : job.source === 'http' ? client : null,
  };
}

export async function consoleJobs(deps: JobsDeps): Promise<ConsoleImportJob[]> {
  return (await recentJobs(deps.db)).map(consoleAnswer);
}

async function startedJob(deps: JobsDeps, id: number) {
  const row = await jobById(deps.db, id);
  if (!row) throw new HttpError(404, JOB_NOT_FOUND, 'NOT_FOUND');
  return row;
}

export async function consoleJob(deps: JobsDeps, id: number): Promise<ConsoleImportJob> {
  return consoleAnswer(await startedJob(deps, id));
}

export async function consoleRejects(deps: JobsDeps, id: number) {
  return rejectFileOf(deps, (await startedJob(deps, id)).job);
}

/**
 * Starts an import as its staff member. The audit follows the queued job rather than sharing
 * its transaction: the job's row is taken by the one-per-kind index outside any transaction
 * (a refused insert must not abort one), and a job that was queued is what was started.
 */
export async function startConsoleImport(
  deps: UploadDeps,
  caller: StaffCaller,
  upload: Omit<Upload, 'starter'> & { kind: ImportKindName },
) {
  const job = await acceptUpload(deps, { ...upload, starter: { staffId: caller.staffId } });
  await recordAudit(deps.db, deps.clock.now(), {
    staffId: caller.staffId,
    action: 'import.started',
    target: { kind: 'import-job', id: job.id },
    changes: { tipo: upload.kind, ...upload.options },
  });
  return job;
}
