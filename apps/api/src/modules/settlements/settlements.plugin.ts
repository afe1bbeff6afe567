import type { FastifyPluginAsync } from 'fastify';
import { settlementsRoutes } from './settlements.routes.ts';
import type { SettlementsDeps } from './settlements.service.ts';

/** Settlements (tramitesonline/consulta-de-liquidacion): registered by app.ts from its list of areas. */
export const settlementsPlugin: FastifyPluginAsync<SettlementsDeps> = async (app, deps) => {
  settlementsRoutes(app, deps);
};
