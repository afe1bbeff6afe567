import type { FastifyPluginAsync } from 'fastify';
import type { ConnectivityDeps } from './connectivity.service.ts';
import { connectivityRoutes } from './connectivity.routes.ts';

/** The connectivity area (tramites-conectividad): registered by app.ts from its list of areas. */
export const connectivityPlugin: FastifyPluginAsync<ConnectivityDeps> = async (app, deps) => {
  connectivityRoutes(app, deps);
};
