import type { FastifyPluginAsync } from 'fastify';
import { decisionsMoreRoutes } from './decisions-more.routes.ts';
import { queuesRoutes, type QueuesAreaDeps } from './queues.routes.ts';

/**
 * The console's queues: read side (docs/decisions/0058), decisions and live events (0059).
 * app.ts finds it by its folder.
 */
export const queuesPlugin: FastifyPluginAsync<QueuesAreaDeps> = async (app, deps) => {
  queuesRoutes(app, deps);
  decisionsMoreRoutes(app, deps);
};
