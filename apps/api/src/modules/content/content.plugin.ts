import type { FastifyPluginAsync } from 'fastify';
import { contentRoutes } from './content.routes.ts';
import type { ContentDeps } from './content.service.ts';

/** The public site: app.ts finds it by its folder. */
export const contentPlugin: FastifyPluginAsync<ContentDeps> = async (app, deps) => {
  contentRoutes(app, deps);
};
