import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCaseFilesRequest,
  caseNumberParams,
  caseWriteResponse,
  newCaseRequest,
  newCaseResponse,
  replyCaseRequest,
  replyCaseResponse,
  saveCaseNoteRequest,
  stageFilesRequest,
  stageFilesResponse,
} from '@portal/contracts';
import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain';
import type { CaseWriteDeps } from './case-notices.ts';
import { CAP_ACCESS, callerOf, capErrors, TAGS } from './route-common.ts';
import { fileCase } from './case-filing.service.ts';
import * as writes from './support-case-writes.service.ts';

/**
 * Routes that carry files take bodies up to ATTACHMENT_BODY_LIMIT_BYTES (15 MB of files in
 * base64); every other route keeps the app's 1 MiB. Read-only sessions are refused by the guard.
 */
const fileRoute = { config: { access: CAP_ACCESS }, bodyLimit: ATTACHMENT_BODY_LIMIT_BYTES };

export const supportCaseWriteRoutes: FastifyPluginAsyncZod<CaseWriteDeps> = async (app, deps) => {
  app.post(
    '/pre/v1/cap/alta-tramite',
    {
      ...fileRoute,
      schema: {
        tags: TAGS,
        summary: 'File a case with its files (one transaction)',
        body: newCaseRequest,
        response: { 201: newCaseResponse, ...capErrors },
      },
    },
    async (request, reply) => {
      const created = await fileCase(deps, callerOf(request.session), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/pre/cap/grabar-tramite',
    {
      ...fileRoute,
      schema: {
        tags: TAGS,
        summary: 'Add an observation (and files) to an open case',
        body: saveCaseNoteRequest,
        response: { 201: caseWriteResponse, ...capErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await writes.addCaseNote(deps, callerOf(request.session), request.body)),
  );

  app.post(
    '/pre/v1/archivos/rudi/guardar',
    {
      ...fileRoute,
      schema: {
        tags: TAGS,
        summary: 'Stage files for a case about to be filed (usable for 24 h)',
        body: stageFilesRequest,
        response: { 201: stageFilesResponse, ...capErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await writes.stageFiles(deps, callerOf(request.session), request.body.rudiFiles)),
  );

  app.post(
    '/pre/v1/archivos/WCAP/tramite/:n/guardar',
    {
      ...fileRoute,
      schema: {
        tags: TAGS,
        summary: "Add the provider's files to an open case (n = nroTramite)",
        params: caseNumberParams,
        body: addCaseFilesRequest,
        response: { 201: caseWriteResponse, ...capErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await writes.addCaseFiles(
            deps,
            callerOf(request.session),
            request.params.n,
            request.body.rudiFiles,
          ),
        ),
  );

  app.put(
    '/pre/v1/prestadores/cap/transicionar-tramite',
    {
      ...fileRoute,
      schema: {
        tags: TAGS,
        summary: 'Answer a case waiting for the provider (action tramite-recibido)',
        body: replyCaseRequest,
        response: { 200: replyCaseResponse, ...capErrors },
      },
    },
    (request) => writes.replyToCase(deps, callerOf(request.session), request.body),
  );
};
