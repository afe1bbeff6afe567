import type { FastifyInstance } from 'fastify';
import { importJobCall, importJobsCall } from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import { jobOf, jobsOf } from './reads.service.ts';
import type { JobsDeps } from './jobs.service.ts';

/** What the insurer's machines read of their uploads. */
export function jobsRoutes(app: FastifyInstance, deps: JobsDeps): void {
  routeCall(app, importJobCall, (request) =>
    jobOf(deps, request.integration!.keyId, request.params.id),
  );
  routeCall(app, importJobsCall, (request) =>
    jobsOf(deps, request.integration!.keyId, request.query.kind),
  );
}
