import type { FastifyPluginAsync } from 'fastify';
import { homeRoutes } from './home.routes.ts';
import type { HomeDeps } from './home.service.ts';

/** The logged-in home (inicio): app.ts finds it by its folder. */
export const homePlugin: FastifyPluginAsync<HomeDeps> = async (app, deps) => {
  homeRoutes(app, deps);
};
