import type { FastifyPluginAsync } from 'fastify';
import { homeRoutes } from './home.routes.ts';
import type { HomeDeps } from './home.service.ts';

/** The logged-in home (inicio): registered by app.ts from its list of areas. */
export const homePlugin: FastifyPluginAsync<HomeDeps> = async (app, deps) => {
  homeRoutes(app, deps);
};
