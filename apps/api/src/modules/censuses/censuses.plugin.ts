import type { FastifyPluginAsync } from 'fastify';
import { censusesRoutes } from './censuses.routes.ts';
import type { CensusesDeps } from './censuses.service.ts';

/** The census area (tramitesonline/censos): app.ts finds it by its folder. */
export const censusesPlugin: FastifyPluginAsync<CensusesDeps> = async (app, deps) => {
  censusesRoutes(app, deps);
};
