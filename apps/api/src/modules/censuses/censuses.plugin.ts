import type { FastifyPluginAsync } from 'fastify';
import { censusesRoutes } from './censuses.routes.ts';
import type { CensusesDeps } from './censuses.service.ts';

/** The census area (tramitesonline/censos): registered by app.ts from its list of areas. */
export const censusesPlugin: FastifyPluginAsync<CensusesDeps> = async (app, deps) => {
  censusesRoutes(app, deps);
};
