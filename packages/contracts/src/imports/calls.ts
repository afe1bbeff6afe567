import { LIMITS } from '@portal/domain/write-limits';
import { binaryBody, defineCall } from '../call.ts';
import {
  IMPORT_MEDIA_TYPES,
  importJob,
  importJobAccepted,
  importJobList,
  importJobParams,
  importExportQuery,
  importJobsQuery,
  importKindParams,
  importUploadQuery,
  integrationKey,
  integrationKeyCreated,
  integrationKeyList,
  integrationKeyParams,
  integrationKeyRequest,
} from './jobs.ts';
import { consoleImportsCalls } from './console-calls.ts';

const tag = 'imports';

/**
 * The insurer's ERP pushes a file: the body is the file itself, streamed to disk and never held
 * in memory, refused with 413 past the server's IMPORT_MAX_BYTES. Accepted as a job (202), one
 * per kind at a time: while a job of the kind is queued or running, another is refused (409).
 */
export const importUploadCall = defineCall({
  method: 'POST',
  path: '/pre/imports/:kind',
  tag,
  summary: 'Upload a file of one kind (CSV or NDJSON) to import; answers the job',
  access: { integration: 'kind' },
  limit: LIMITS.import,
  params: importKindParams,
  query: importUploadQuery,
  upload: IMPORT_MEDIA_TYPES,
  status: 202,
  response: importJobAccepted,
});

/**
 * What the portal holds of a kind, as the file its import reads (what goes in comes out): CSV or
 * NDJSON, streamed. Importing it changes nothing, so an insurer reconciles by diffing files.
 */
export const importExportCall = defineCall({
  method: 'GET',
  path: '/pre/imports/:kind/export',
  tag,
  summary: 'Export what the portal holds of one kind, in the file format its import reads',
  access: { integration: 'kind' },
  params: importKindParams,
  query: importExportQuery,
  response: binaryBody,
  files: ['csv', 'ndjson'],
});

export const importJobCall = defineCall({
  method: 'GET',
  path: '/pre/imports/jobs/:id',
  tag,
  summary: "An import job of the caller's key: its status, and its report once it ended",
  access: 'integration',
  params: importJobParams,
  response: importJob,
});

/**
 * The refused rows of an accept-partial job as the CLI's reject file (the kind's columns, then
 * `linea`, `campo`, `motivo`), CSV; 404 when the job has none (its `rejects` is null).
 */
export const importJobRejectsCall = defineCall({
  method: 'GET',
  path: '/pre/imports/jobs/:id/rejects',
  tag,
  summary: "The reject file of an accept-partial job of the caller's key (CSV, with the reasons)",
  access: 'integration',
  params: importJobParams,
  response: binaryBody,
  files: ['csv'],
});

export const importJobsCall = defineCall({
  method: 'GET',
  path: '/pre/imports/jobs',
  tag,
  summary: "The caller's key's recent import jobs (the newest 50), of one kind if asked",
  access: 'integration',
  query: importJobsQuery,
  response: importJobList,
});

/** The operators manage the keys (npm run operator -- keys …); a staff console will too. */
export const integrationKeyCreateCall = defineCall({
  method: 'POST',
  path: '/pre/ops/integration-keys',
  tag,
  summary: 'Create an integration key for a client, scoped to kinds (its secret answered once)',
  access: 'operator',
  body: integrationKeyRequest,
  status: 201,
  response: integrationKeyCreated,
});

export const integrationKeyListCall = defineCall({
  method: 'GET',
  path: '/pre/ops/integration-keys',
  tag,
  summary: 'Every integration key, without its secret',
  access: 'operator',
  response: integrationKeyList,
});

export const integrationKeyRevokeCall = defineCall({
  method: 'DELETE',
  path: '/pre/ops/integration-keys/:id',
  tag,
  summary: 'Revoke an integration key: it is refused from then on',
  access: 'operator',
  params: integrationKeyParams,
  response: integrationKey,
});

export const importsCalls = [
  importUploadCall,
  importExportCall,
  importJobCall,
  importJobRejectsCall,
  importJobsCall,
  integrationKeyCreateCall,
  integrationKeyListCall,
  integrationKeyRevokeCall,
  ...consoleImportsCalls,
] as const;
