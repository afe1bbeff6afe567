import type { FastifyPluginAsync } from 'fastify';
import { eventRoutes } from './events/event-stream.ts';
import { filingRoutes } from './filing/filing.routes.ts';
import { inboxRoutes } from './inbox/inbox.routes.ts';
import { opsRoutes } from './ops/ops.routes.ts';
import { readRoutes } from './reads/reads.routes.ts';
import type { AuthorizationDeps } from './shared/deps.ts';

/**
 * The transaction area: Alta de trámites, Estado de Trámites, the Inbox, the survey,
 * live decisions and the insurer's side, the calls of `authorizationsCalls`. The coverage
 * lookups under /pre/v1/autorizaciones are the coverage area's (authorizationCoverageCalls).
 */
export const authorizationsPlugin: FastifyPluginAsync<AuthorizationDeps> = async (app, deps) => {
  readRoutes(app, deps);
  filingRoutes(app, deps);
  inboxRoutes(app, deps);
  eventRoutes(app, deps);
  opsRoutes(app, deps);
};
