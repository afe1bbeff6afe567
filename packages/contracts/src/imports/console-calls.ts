import { binaryBody, defineCall } from '../call.ts';
import { z } from '../zod.ts';
import {
  IMPORT_MEDIA_TYPES,
  importJob,
  importJobAccepted,
  importJobParams,
  importKindParams,
  importUploadQuery,
} from './jobs.ts';
import type { ImportKindName } from './kinds.ts';

/*
 * The console's imports section (docs/decisions/0064), under /pre/consola/v0/importaciones: the
 * insurer's administrators start an import by uploading its file, watch it run and read its
 * report, on the same jobs and engine as the machines' door.
 */

const tag = 'imports';
const BASE = '/pre/consola/v0/importaciones';
const ADMIN = { staff: ['admin'] } as const;

/**
 * The options each kind refuses (the engine refuses them too, with its message): the money
 * kinds are statements of what happened, never a complete register nor applied in part.
 */
export const IMPORT_KIND_REFUSED_OPTIONS: Record<
  ImportKindName,
  { full: boolean; acceptPartial: boolean }
> = {
  affiliates: { full: false, acceptPartial: false },
  plans: { full: false, acceptPartial: false },
  providers: { full: false, acceptPartial: false },
  settlements: { full: true, acceptPartial: true },
  payments: { full: true, acceptPartial: true },
  content: { full: false, acceptPartial: false },
};

export const IMPORT_JOB_SOURCES = ['http', 'cli', 'console'] as const;

/** A job as the console lists it: which door it came by and who started it. */
export const consoleImportJob = importJob.extend({
  source: z.enum(IMPORT_JOB_SOURCES),
  /** The staff member's name, the key's client, or null from the command line. */
  startedBy: z.string().nullable(),
});
export type ConsoleImportJob = z.infer<typeof consoleImportJob>;

export const consoleImportJobList = z.array(consoleImportJob);

export const consoleImportJobsCall = defineCall({
  method: 'GET',
  path: BASE,
  tag,
  summary: 'The newest 50 import jobs of every door, newest first, with who started each',
  access: ADMIN,
  response: consoleImportJobList,
});

/**
 * The file is the body, as at the machines' door, with the same options and refusals: one job
 * per kind at a time across the doors (409), the size limit (413), CSV or NDJSON (415).
 */
export const consoleImportStartCall = defineCall({
  method: 'POST',
  path: `${BASE}/:kind`,
  tag,
  summary: 'Start an import of one kind by uploading its file (CSV or NDJSON); answers the job',
  access: ADMIN,
  params: importKindParams,
  query: importUploadQuery,
  upload: IMPORT_MEDIA_TYPES,
  status: 202,
  response: importJobAccepted,
});

export const consoleImportJobCall = defineCall({
  method: 'GET',
  path: `${BASE}/trabajos/:id`,
  tag,
  summary: 'An import job: its progress, and its report once it ended',
  access: ADMIN,
  params: importJobParams,
  response: consoleImportJob,
});

export const consoleImportRejectsCall = defineCall({
  method: 'GET',
  path: `${BASE}/trabajos/:id/rechazos`,
  tag,
  summary: "An accept-partial job's reject file (CSV, with the reasons); 404 when it has none",
  access: ADMIN,
  params: importJobParams,
  response: binaryBody,
  files: ['csv'],
});

export const consoleImportsCalls = [
  consoleImportJobsCall,
  consoleImportStartCall,
  consoleImportJobCall,
  consoleImportRejectsCall,
] as const;
