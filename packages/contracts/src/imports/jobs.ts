import { int32Text, plainText } from '../common-fields.ts';
import { z } from '../zod.ts';
import { IMPORT_KINDS } from './kinds.ts';
import { importReport } from './report.ts';

/*
 * The machines' door of the imports (docs/decisions/0050): an upload is accepted as a job, and
 * the job is read until it ends. The integration keys are the operators' (npm run operator --
 * keys …).
 */

/**
 * queued: accepted, waiting its turn; running; done: applied (or, for a dry run, validated);
 * refused: the file was refused whole (its report says why, nothing applied); failed: the server
 * could not finish it (nothing applied: the import is one transaction).
 */
export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'refused', 'failed'] as const;
export const importJobStatus = z.enum(IMPORT_JOB_STATUSES);
export type ImportJobStatus = z.infer<typeof importJobStatus>;

/** The media types an import is uploaded as: CSV or the same rows as NDJSON. */
export const IMPORT_MEDIA_TYPES = ['text/csv', 'application/x-ndjson'] as const;

export const importKind = z.enum(IMPORT_KINDS);

/** A query flag as a machine writes it: true/false or 1/0; absent is false. */
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'Debe ser true o false.' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const importKindParams = z.object({ kind: importKind });

export const importUploadQuery = z.object({
  /** A complete register: what it lacks is retired (a leave with the file's date). */
  full: flag,
  /** Validate and report; apply nothing. */
  dryRun: flag,
  /** Apply the good rows; the refused ones go to the job's reject file. */
  acceptPartial: flag,
});

export const importJobParams = z.object({ id: int32Text() });

/** The formats a kind is exported in: the ones it is imported from. */
export const IMPORT_EXPORT_FORMATS = ['csv', 'ndjson'] as const;

export const importExportQuery = z.object({
  format: z.enum(IMPORT_EXPORT_FORMATS, { error: 'Debe ser csv o ndjson.' }).default('csv'),
});
export const importJobsQuery = z.object({ kind: importKind.optional() });

export const importJob = z.object({
  id: z.number().int(),
  kind: importKind,
  status: importJobStatus,
  full: z.boolean(),
  dryRun: z.boolean(),
  acceptPartial: z.boolean(),
  /** The bytes of the file as uploaded. */
  bytes: z.number().int(),
  /** Rows read so far (the report's `read` once it ended). */
  rows: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Once done or refused. */
  report: importReport.nullable(),
  /** Why a failed job failed (Spanish). */
  error: z.string().nullable(),
  /** accept-partial with refused rows: where their reject file is downloaded (CSV); else null. */
  rejects: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

export const importJobAccepted = importJob.pick({ id: true, kind: true, status: true });
export const importJobList = z.array(importJob);

/** Integration keys, as the operators manage them. */
export const integrationKeyParams = z.object({ id: int32Text() });

export const integrationKeyRequest = z.object({
  /** Who the key is for: the insurer's system or team that pushes the files. */
  client: plainText(80).trim().min(1, 'Indicá el cliente de la clave.'),
  kinds: z.array(importKind).min(1, 'Indicá al menos un tipo de importación.').max(20),
});

export const integrationKey = z.object({
  id: z.number().int(),
  client: z.string(),
  kinds: z.array(importKind),
  /** The start of the key, enough to tell keys apart in a list (never the secret). */
  prefix: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type IntegrationKey = z.infer<typeof integrationKey>;

/** A new key: the only answer that holds its secret, shown once. */
export const integrationKeyCreated = integrationKey.extend({ key: z.string() });
export const integrationKeyList = z.array(integrationKey);
