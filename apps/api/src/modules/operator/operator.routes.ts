import type { FastifyPluginAsync } from 'fastify';
import type { ExternalGrantDeps } from '../session/external-auth.service.ts';
import { externalGrantRoutes } from '../support-cases/ops/external-grants.routes.ts';

/**
 * Transitional: app.ts registers this until it passes `publicUrl` to supportCasesPlugin, which
 * then answers the operator's session links itself; delete this folder then.
 */
export const operatorRoutes: FastifyPluginAsync<ExternalGrantDeps> = async (app, deps) => {
  externalGrantRoutes(app, deps);
};
