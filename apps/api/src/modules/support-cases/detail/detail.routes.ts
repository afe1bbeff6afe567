import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caseDetail,
  caseFilesParams,
  caseFilesResponse,
  caseIdParams,
  caseNumberParams,
  caseTimelineResponse,
  fileDownloadParams,
  fileDownloadResponse,
  postProcess1Params,
  postProcess1Response,
  postProcess2Params,
  postProcess2Response,
  processDetailResponse,
} from '@portal/contracts';
import * as detail from './case-detail.service.ts';
import { CAP_ACCESS, capErrors, live, TAGS } from './route-common.ts';
import type { CaseReadDeps } from './support-cases.service.ts';

/** One case of the caller: detail, process, timeline, files, and the after-filing reads. */
export const caseDetailRoutes: FastifyPluginAsyncZod<CaseReadDeps> = async (app, deps) => {
  app.get(
    '/pre/v2/proveedores/tramites/:id',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Process and current task of a case (id = nroTramite)',
        params: caseIdParams,
        response: { 200: processDetailResponse, ...capErrors },
      },
    },
    (request) => detail.processDetail(deps, live(request.session).providerId, request.params.id),
  );

  app.get(
    '/pre/v2/cap/:id/DetalleTramite',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'A case with its stages and files (id = nroTramite)',
        params: caseIdParams,
        response: { 200: caseDetail, ...capErrors },
      },
    },
    (request) => detail.caseDetail(deps, live(request.session).providerId, request.params.id),
  );

  app.get(
    '/pre/v1/process/tramite/:n',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Full timeline of a case (n = nroTramite)',
        params: caseNumberParams,
        response: { 200: caseTimelineResponse, ...capErrors },
      },
    },
    (request) => detail.caseTimeline(deps, live(request.session).providerId, request.params.n),
  );

  app.get(
    '/pre/cap/:origin/:workflowId/files',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary:
          "A case's files: WCAP the provider's, SCAP the insurer's (workflowId = tramiteJbpm)",
        params: caseFilesParams,
        response: { 200: caseFilesResponse, ...capErrors },
      },
    },
    (request) =>
      detail.caseFiles(
        deps,
        live(request.session).providerId,
        request.params.origin,
        request.params.workflowId,
      ),
  );

  app.get(
    '/pre/v0/archivos/:type/:number',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Download one file (spec §3 Attachment, base64)',
        params: fileDownloadParams,
        response: { 200: fileDownloadResponse, ...capErrors },
      },
    },
    async (request, reply) => {
      const file = await detail.downloadFile(
        deps,
        live(request.session).providerId,
        request.params.type,
        request.params.number,
      );
      // Files may hold patient data: no shared cache keeps them.
      void reply.header('cache-control', 'no-store');
      return file;
    },
  );

  app.get(
    '/pre/cap/:process/:ts/PostProcess1',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'After filing: the case created by process (tramiteJbpm) at ts',
        params: postProcess1Params,
        response: { 200: postProcess1Response, ...capErrors },
      },
    },
    (request) =>
      detail.postProcess1(
        deps,
        live(request.session).providerId,
        request.params.process,
        request.params.ts,
      ),
  );

  app.get(
    '/pre/cap/:id/:workContext/PostProcess2',
    {
      config: { access: CAP_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'After filing: where the case was routed',
        params: postProcess2Params,
        response: { 200: postProcess2Response, ...capErrors },
      },
    },
    (request) =>
      detail.postProcess2(
        deps,
        live(request.session).providerId,
        request.params.id,
        request.params.workContext,
      ),
  );
};
