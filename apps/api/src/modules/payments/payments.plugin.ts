import type { FastifyPluginAsync } from 'fastify';
import { inquiriesRoutes } from './inquiries.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import type { PaymentsDeps } from './payments.service.ts';

/** Payments and invoices (consulta-pagos-facturas): app.ts finds it by its folder. */
export const paymentsPlugin: FastifyPluginAsync<PaymentsDeps> = async (app, deps) => {
  paymentsRoutes(app, deps);
  inquiriesRoutes(app, deps);
};
