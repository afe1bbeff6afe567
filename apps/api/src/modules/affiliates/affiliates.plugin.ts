import type { FastifyPluginAsync } from 'fastify';
import type { AffiliatesDeps } from './affiliates.service.ts';
import { affiliatesRoutes } from './affiliates.routes.ts';

/** The affiliates area (validar-afiliado): app.ts finds it by its folder. */
export const affiliatesPlugin: FastifyPluginAsync<AffiliatesDeps> = async (app, deps) => {
  affiliatesRoutes(app, deps);
};
