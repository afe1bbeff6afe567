import type { FastifyInstance } from 'fastify';
import {
  caseDetailCall,
  caseFilesCall,
  caseTimelineCall,
  fileDownloadCall,
  postProcess1Call,
  postProcess2Call,
  processDetailCall,
} from '@portal/contracts';
import { requireSession } from '../../../access/require-session.ts';
import { routeCall } from '../../../lib/call-route.ts';
import type { CaseReadDeps } from '../shared/ownership.service.ts';
import * as detail from './detail.service.ts';

/** One case of the caller: detail, process, timeline, files, and the after-filing reads. */
export function detailRoutes(app: FastifyInstance, deps: CaseReadDeps): void {
  routeCall(app, processDetailCall, (request) =>
    detail.processDetail(deps, requireSession(request).providerId, request.params.id),
  );

  routeCall(app, caseDetailCall, (request) =>
    detail.caseDetail(deps, requireSession(request).providerId, request.params.id, request.query),
  );

  routeCall(app, caseTimelineCall, (request) =>
    detail.caseTimeline(deps, requireSession(request).providerId, request.params.n, request.query),
  );

  routeCall(app, caseFilesCall, (request) =>
    detail.caseFiles(
      deps,
      requireSession(request).providerId,
      request.params.origin,
      request.params.workflowId,
    ),
  );

  routeCall(app, fileDownloadCall, async (request, reply) => {
    const file = await detail.downloadFile(
      deps,
      requireSession(request).providerId,
      request.params.type,
      request.params.number,
    );
    // Files may hold patient data: no shared cache keeps them.
    void reply.header('cache-control', 'no-store');
    return file;
  });

  routeCall(app, postProcess1Call, (request) =>
    detail.postProcess1(
      deps,
      requireSession(request).providerId,
      request.params.process,
      request.params.ts,
    ),
  );

  routeCall(app, postProcess2Call, (request) =>
    detail.postProcess2(
      deps,
      requireSession(request).providerId,
      request.params.id,
      request.params.workContext,
    ),
  );
}
