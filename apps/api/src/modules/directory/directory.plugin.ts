import type { FastifyPluginAsync } from 'fastify';
import { directoryRoutes } from './directory.routes.ts';
import type { DirectoryDeps } from './directory.service.ts';

/** The provider directory (cartilla): app.ts finds it by its folder. */
export const directoryPlugin: FastifyPluginAsync<DirectoryDeps> = async (app, deps) => {
  directoryRoutes(app, deps);
};
