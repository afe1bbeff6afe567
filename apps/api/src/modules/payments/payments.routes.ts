import type { FastifyInstance } from 'fastify';
import {
  invoicesCall,
  invoicesReadCall,
  paymentDetailCall,
  paymentsByCuitCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { routeCall } from '../../lib/call-route.ts';
import {
  listInvoices,
  paymentDetail,
  paymentsByCuit,
  readInvoices,
  type PaymentsDeps,
} from './payments.service.ts';

/** Payments and invoices (tramitesonline/consulta-pagos-facturas): the calls of `paymentsCalls`. */
export function paymentsRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  routeCall(app, paymentsByCuitCall, (request) =>
    paymentsByCuit(deps, requireSession(request), request.params, request.query),
  );

  routeCall(app, paymentDetailCall, (request) =>
    paymentDetail(deps, requireSession(request), request.params),
  );

  routeCall(app, invoicesCall, (request) =>
    listInvoices(deps, requireSession(request), request.params.code, request.query),
  );

  routeCall(app, invoicesReadCall, (request) =>
    readInvoices(deps, requireSession(request), request.params.code, request.body.ids),
  );
}
