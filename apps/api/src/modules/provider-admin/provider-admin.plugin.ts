import type { FastifyPluginAsync } from 'fastify';
import type { ProviderAdminDeps } from './deps.ts';
import { providerAdminRoutes } from './provider-admin.routes.ts';

/** The console's providers section (docs/decisions/0061): app.ts finds it by its folder. */
export const providerAdminPlugin: FastifyPluginAsync<ProviderAdminDeps> = async (app, deps) => {
  providerAdminRoutes(app, deps);
};
