import type { FastifyPluginAsync } from 'fastify';
import { prescriptionsRoutes, type PrescriptionRouteDeps } from './prescriptions.routes.ts';

/** Receta digital: registered by app.ts from its list of areas. */
export const prescriptionsPlugin: FastifyPluginAsync<PrescriptionRouteDeps> = async (app, deps) => {
  prescriptionsRoutes(app, deps);
};
