import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain/support-cases';
import { defineCall } from '../call.ts';
import { CAP_ACCESS as access, CAP_TAG as tag } from './access.ts';
import { caseNumberParams } from './detail.ts';
import {
  addCaseFilesRequest,
  caseWriteResponse,
  newCaseRequest,
  newCaseResponse,
  replyCaseRequest,
  replyCaseResponse,
  saveCaseNoteRequest,
  stageFilesRequest,
  stageFilesResponse,
} from './writes.ts';
import { LIMITS } from '@portal/domain/write-limits';

/**
 * The provider's writes. Each carries files, so each takes bodies up to
 * ATTACHMENT_BODY_LIMIT_BYTES (15 MB of files in base64) where every other call keeps the
 * server's 1 MiB. None is read-only safe: the guard refuses them to read-only sessions.
 */
const bodyLimit = ATTACHMENT_BODY_LIMIT_BYTES;

export const fileCaseCall = defineCall({
  method: 'POST',
  path: '/pre/v1/cap/alta-tramite',
  tag,
  summary: 'File a case with its files (one transaction)',
  access,
  limit: LIMITS.filing,
  body: newCaseRequest,
  status: 201,
  response: newCaseResponse,
  bodyLimit,
});

export const saveCaseNoteCall = defineCall({
  method: 'POST',
  path: '/pre/cap/grabar-tramite',
  tag,
  summary: 'Add an observation (and files) to an open case',
  access,
  limit: LIMITS.filing,
  body: saveCaseNoteRequest,
  status: 201,
  response: caseWriteResponse,
  bodyLimit,
});

export const stageFilesCall = defineCall({
  method: 'POST',
  path: '/pre/v1/archivos/rudi/guardar',
  tag,
  summary: 'Stage files for a case about to be filed (usable for 24 h)',
  access,
  limit: LIMITS.filing,
  body: stageFilesRequest,
  status: 201,
  response: stageFilesResponse,
  bodyLimit,
});

export const addCaseFilesCall = defineCall({
  method: 'POST',
  path: '/pre/v1/archivos/WCAP/tramite/:n/guardar',
  tag,
  summary: "Add the provider's files to an open case (n = nroTramite)",
  access,
  limit: LIMITS.filing,
  params: caseNumberParams,
  body: addCaseFilesRequest,
  status: 201,
  response: caseWriteResponse,
  bodyLimit,
});

export const replyCaseCall = defineCall({
  method: 'PUT',
  path: '/pre/v1/prestadores/cap/transicionar-tramite',
  tag,
  summary: 'Answer a case waiting for the provider (action tramite-recibido)',
  access,
  limit: LIMITS.filing,
  body: replyCaseRequest,
  response: replyCaseResponse,
  bodyLimit,
});
