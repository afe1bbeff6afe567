import { defineCall } from '../call.ts';
import { CAP_ACCESS as access, CAP_TAG as tag } from './access.ts';
import {
  caseDetail,
  caseFilesParams,
  caseFilesResponse,
  caseIdParams,
  caseNumberParams,
  caseTimelineResponse,
  fileDownloadParams,
  fileDownloadResponse,
  processDetailResponse,
} from './detail.ts';
import { stagePageQuery as query } from './stage-pages.ts';
import {
  postProcess1Params,
  postProcess1Response,
  postProcess2Params,
  postProcess2Response,
} from './writes.ts';

/** One case of the caller: detail, process, timeline, files, and the after-filing reads. */

export const processDetailCall = defineCall({
  method: 'GET',
  path: '/pre/v2/proveedores/tramites/:id',
  tag,
  summary: 'Process and current task of a case (id = nroTramite)',
  access,
  params: caseIdParams,
  response: processDetailResponse,
});

export const caseDetailCall = defineCall({
  method: 'GET',
  path: '/pre/v2/cap/:id/DetalleTramite',
  tag,
  summary: 'A case with one page of its stages (newest first) and its files (id = nroTramite)',
  access,
  params: caseIdParams,
  query,
  response: caseDetail,
});

export const caseTimelineCall = defineCall({
  method: 'GET',
  path: '/pre/v1/process/tramite/:n',
  tag,
  summary: 'Timeline of a case by pages from the newest (n = nroTramite)',
  access,
  params: caseNumberParams,
  query,
  response: caseTimelineResponse,
});

export const caseFilesCall = defineCall({
  method: 'GET',
  path: '/pre/cap/:origin/:workflowId/files',
  tag,
  summary: "A case's files: WCAP the provider's, SCAP the insurer's (workflowId = tramiteJbpm)",
  access,
  params: caseFilesParams,
  response: caseFilesResponse,
});

/** The file travels as base64 inside JSON (spec §3 Attachment), not as a binary answer. */
export const fileDownloadCall = defineCall({
  method: 'GET',
  path: '/pre/v0/archivos/:type/:number',
  tag,
  summary: 'Download one file (spec §3 Attachment, base64)',
  access,
  params: fileDownloadParams,
  response: fileDownloadResponse,
});

export const postProcess1Call = defineCall({
  method: 'GET',
  path: '/pre/cap/:process/:ts/PostProcess1',
  tag,
  summary: 'After filing: the case created by process (tramiteJbpm) at ts',
  access,
  params: postProcess1Params,
  response: postProcess1Response,
});

export const postProcess2Call = defineCall({
  method: 'GET',
  path: '/pre/cap/:id/:workContext/PostProcess2',
  tag,
  summary: 'After filing: where the case was routed',
  access,
  params: postProcess2Params,
  response: postProcess2Response,
});
