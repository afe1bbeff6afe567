import type { FastifyInstance } from 'fastify';
import { importJobCall, importJobRejectsCall, importJobsCall } from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import { jobOf, jobsOf, rejectsOf } from './reads.service.ts';
import type { JobsDeps } from './jobs.service.ts';

/** What the insurer's machines read of their uploads. */
export function jobsRoutes(app: FastifyInstance, deps: JobsDeps): void {
  routeCall(app, importJobCall, (request) =>
    jobOf(deps, request.integration!.keyId, request.params.id),
  );
  routeCall(app, importJobRejectsCall, async (request, reply) => {
    const file = await rejectsOf(deps, request.integration!, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.stream);
  });
  routeCall(app, importJobsCall, (request) =>
    jobsOf(deps, request.integration!.keyId, request.query.kind),
  );
}
