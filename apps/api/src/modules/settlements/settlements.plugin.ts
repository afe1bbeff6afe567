import type { FastifyPluginAsync } from 'fastify';
import { settlementsRoutes } from './settlements.routes.ts';
import type { SettlementsDeps } from './settlements.service.ts';

/** Settlements (tramitesonline/consulta-de-liquidacion): app.ts finds it by its folder. */
export const settlementsPlugin: FastifyPluginAsync<SettlementsDeps> = async (app, deps) => {
  settlementsRoutes(app, deps);
};
