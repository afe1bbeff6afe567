import type { FastifyPluginAsync } from 'fastify';
import { contentRoutes } from './content.routes.ts';
import type { ContentDeps } from './content.service.ts';

/** The public site: registered by app.ts from its list of areas. */
export const contentPlugin: FastifyPluginAsync<ContentDeps> = async (app, deps) => {
  contentRoutes(app, deps);
};
