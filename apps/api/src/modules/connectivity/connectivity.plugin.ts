import type { FastifyPluginAsync } from 'fastify';
import type { ConnectivityDeps } from './connectivity.service.ts';
import { connectivityRoutes } from './connectivity.routes.ts';

/** The connectivity area (tramites-conectividad): app.ts finds it by its folder. */
export const connectivityPlugin: FastifyPluginAsync<ConnectivityDeps> = async (app, deps) => {
  connectivityRoutes(app, deps);
};
