import type { FastifyPluginAsync } from 'fastify';
import { inquiryEventsCall, inquiryLiveEvent } from '@portal/contracts';
import type { EventStreamDeps } from '../../lib/event-stream.ts';
import type { LiveEventBus } from '../../lib/live-events.ts';
import { providerEventRoute } from '../../lib/provider-events.ts';
import { inquiriesRoutes } from './inquiries.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import type { PaymentsDeps } from './payments.service.ts';

/** Payments and invoices (consulta-pagos-facturas): app.ts finds it by its folder. */
export const paymentsPlugin: FastifyPluginAsync<
  PaymentsDeps & EventStreamDeps & { events: LiveEventBus }
> = async (app, deps) => {
  paymentsRoutes(app, deps);
  inquiriesRoutes(app, deps);
  // GET /pre/v1/pagos-facturas/eventos: the answers to the caller's inquiries, live (ADR 0071).
  providerEventRoute(app, deps, {
    call: inquiryEventsCall,
    kind: 'consulta-de-pago',
    eventName: 'consulta',
    data: inquiryLiveEvent,
  });
};
