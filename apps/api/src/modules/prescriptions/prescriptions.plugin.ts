import type { FastifyPluginAsync } from 'fastify';
import { prescriptionsRoutes, type PrescriptionRouteDeps } from './prescriptions.routes.ts';

/** Receta digital: app.ts finds it by its folder. */
export const prescriptionsPlugin: FastifyPluginAsync<PrescriptionRouteDeps> = async (app, deps) => {
  prescriptionsRoutes(app, deps);
};
