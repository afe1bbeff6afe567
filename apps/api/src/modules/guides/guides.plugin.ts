import type { FastifyPluginAsync } from 'fastify';
import { guidesRoutes } from './guides.routes.ts';
import type { GuidesDeps } from './practice-guides.service.ts';

/** The private reference pages (informacionutil): app.ts finds it by its folder. */
export const guidesPlugin: FastifyPluginAsync<GuidesDeps> = async (app, deps) => {
  guidesRoutes(app, deps);
};
