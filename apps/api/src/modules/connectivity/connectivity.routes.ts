import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  authorizationsReportCall,
  cancelDiagnosisCall,
  cancelServiceCall,
  eligibilityCall,
  enterDiagnosisCall,
  enterServiceCall,
  exceptedServicesCall,
  reprintTicketCall,
  ticketPdfCall,
  transactionsReportCall,
  type ReportQuery,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { sendDownload } from '../../lib/binary.ts';
import { routeCall } from '../../lib/call-route.ts';
import {
  cancelTicket,
  eligibility,
  enterDiagnosis,
  enterService,
  exceptedServicesOf,
  reprintTicket,
  type ConnectivityDeps,
} from './connectivity.service.ts';
import {
  authorizationsCsv,
  authorizationsReport,
  csvFileName,
  transactionsCsv,
  transactionsReport,
} from './reports.service.ts';
import { ticketPdf } from './ticket.ts';

/** A report answers its JSON, or with formato=csv the same rows as an es-AR CSV download. */
function answerReport<R>(
  reply: FastifyReply,
  query: ReportQuery,
  report: R,
  name: string,
  toCsv: (report: R) => string,
) {
  if (query.formato === 'json') return report;
  return sendDownload(reply, 'csv', csvFileName(name, query), toCsv(report));
}

/**
 * Connectivity transactions (tramitesonline/tramites-conectividad): the calls of
 * `connectivityCalls`.
 */
export function connectivityRoutes(app: FastifyInstance, deps: ConnectivityDeps): void {
  routeCall(app, enterServiceCall, (request) =>
    enterService(deps, requireSession(request), request.params.id, request.body),
  );

  routeCall(app, enterDiagnosisCall, (request) =>
    enterDiagnosis(deps, requireSession(request), request.params.id, request.body),
  );

  routeCall(app, cancelDiagnosisCall, (request) =>
    cancelTicket(
      deps,
      requireSession(request),
      request.params.id,
      request.body.nroTicket,
      'diagnosis',
    ),
  );

  routeCall(app, cancelServiceCall, (request) =>
    cancelTicket(
      deps,
      requireSession(request),
      request.params.id,
      request.body.nroTicket,
      'service',
    ),
  );

  routeCall(app, eligibilityCall, (request) =>
    eligibility(deps, requireSession(request), request.params.id, request.body),
  );

  routeCall(app, exceptedServicesCall, (request) =>
    exceptedServicesOf(deps, requireSession(request), request.params.id, request.query.codigoPlan),
  );

  routeCall(app, reprintTicketCall, (request) =>
    reprintTicket(deps, requireSession(request), request.params.id, request.params.nroTicket),
  );

  routeCall(app, ticketPdfCall, async (request, reply) => {
    const { id, nroTicket } = request.params;
    const ticket = await reprintTicket(deps, requireSession(request), id, nroTicket);
    const pdf = await ticketPdf(ticket, deps.clock.now());
    return sendDownload(reply, 'pdf', `ticket-${nroTicket}.pdf`, pdf);
  });

  routeCall(app, transactionsReportCall, async (request, reply) => {
    const { query } = request;
    const providerId = requireSession(request).providerId;
    const report = await transactionsReport(deps, providerId, request.params.id, query);
    return answerReport(reply, query, report, 'transacciones', transactionsCsv);
  });

  routeCall(app, authorizationsReportCall, async (request, reply) => {
    const { query } = request;
    const providerId = requireSession(request).providerId;
    const report = await authorizationsReport(deps, providerId, request.params.id, query);
    return answerReport(reply, query, report, 'autorizaciones', authorizationsCsv);
  });
}
