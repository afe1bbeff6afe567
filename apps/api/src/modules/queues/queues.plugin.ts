import type { FastifyPluginAsync } from 'fastify';
import { decisionsMoreRoutes } from './decisions-more.routes.ts';
import { queuesRoutes } from './queues.routes.ts';
import type { QueuesDeps } from './list.service.ts';

/** The console's queues, read side (docs/decisions/0058): app.ts finds it by its folder. */
export const queuesPlugin: FastifyPluginAsync<QueuesDeps> = async (app, deps) => {
  queuesRoutes(app, deps);
  decisionsMoreRoutes(app, deps);
};
