import type { FastifyInstance } from 'fastify';
import {
  consoleImportJobCall,
  consoleImportJobsCall,
  consoleImportRejectsCall,
  consoleImportStartCall,
} from '@portal/contracts';
import { requireStaff } from '../../../access/require-staff.ts';
import { routeCall } from '../../../lib/call-route.ts';
import type { UploadDeps } from '../door/upload.service.ts';
import {
  consoleJob,
  consoleJobs,
  consoleRejects,
  startConsoleImport,
} from './console-jobs.service.ts';

/** The console's imports section (docs/decisions/0064). */
export function consoleImportRoutes(app: FastifyInstance, deps: UploadDeps): void {
  routeCall(app, consoleImportJobsCall, () => consoleJobs(deps));
  routeCall(app, consoleImportStartCall, (request) =>
    startConsoleImport(deps, requireStaff(request), {
      kind: request.params.kind,
      options: request.query,
      body: request.body,
      contentType: request.headers['content-type'],
      contentLength: request.headers['content-length'],
    }),
  );
  routeCall(app, consoleImportJobCall, (request) => consoleJob(deps, request.params.id));
  routeCall(app, consoleImportRejectsCall, async (request, reply) => {
    const file = await consoleRejects(deps, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.stream);
  });
}
