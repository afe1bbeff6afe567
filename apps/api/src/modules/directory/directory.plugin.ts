import type { FastifyPluginAsync } from 'fastify';
import { directoryRoutes } from './directory.routes.ts';
import type { DirectoryDeps } from './directory.service.ts';

/** The provider directory (cartilla): registered by app.ts from its list of areas. */
export const directoryPlugin: FastifyPluginAsync<DirectoryDeps> = async (app, deps) => {
  directoryRoutes(app, deps);
};
