import type { FastifyPluginAsync } from 'fastify';
import { listenForAccessChanges } from './access-changes.ts';
import { userLinks } from './link.ts';
import { userManagementRoutes } from './user-management.routes.ts';
import type { UserManagementDeps } from './users.service.ts';

/** User management (gestionusuarios): app.ts finds it by its folder. */
export const userManagementPlugin: FastifyPluginAsync<UserManagementDeps> = async (app, deps) => {
  userManagementRoutes(app, { ...deps, links: userLinks(deps.config.userLinkKey) });
  const stopListening = listenForAccessChanges(deps.events, deps.guardCache);
  app.addHook('onClose', async () => stopListening());
};
