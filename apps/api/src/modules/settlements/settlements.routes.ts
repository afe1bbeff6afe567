import type { FastifyInstance } from 'fastify';
import {
  settlementCall,
  settlementChartsCall,
  settlementCopayCall,
  settlementCsvCall,
  settlementDebitsCall,
  settlementDetailsCall,
  settlementErrorsCall,
  settlementListCall,
  settlementPdfCall,
  settlementSubtotalsCall,
  settlementTotalsCall,
  settlementVouchersCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { sendDownload } from '../../lib/binary.ts';
import { routeCall } from '../../lib/call-route.ts';
import { settlementCsv } from './settlement-export.service.ts';
import {
  copayPage,
  debitsPage,
  detailsPage,
  errorsPage,
  vouchersPage,
} from './settlement-lines.service.ts';
import { settlementPdf } from './settlement-pdf.service.ts';
import {
  settlementCharts,
  settlementList,
  settlementOf,
  settlementSubtotals,
  settlementTotals,
  type SettlementsDeps,
} from './settlements.service.ts';

/** Settlements (tramitesonline/consulta-de-liquidacion): the calls of `settlementsCalls`. */
export function settlementsRoutes(app: FastifyInstance, deps: SettlementsDeps): void {
  const providerOf = (request: Parameters<typeof requireSession>[0]) =>
    requireSession(request).providerId;

  routeCall(app, settlementListCall, (request) =>
    settlementList(deps, providerOf(request), request.params.id, request.query),
  );
  routeCall(app, settlementCall, (request) =>
    settlementOf(deps, providerOf(request), request.params.id, request.query.expediente),
  );
  routeCall(app, settlementDebitsCall, (request) =>
    debitsPage(deps, providerOf(request), request.params.id, request.query),
  );
  routeCall(app, settlementDetailsCall, (request) =>
    detailsPage(deps, providerOf(request), request.params.id, request.query),
  );
  routeCall(app, settlementErrorsCall, (request) =>
    errorsPage(deps, providerOf(request), request.params.id, request.query),
  );
  routeCall(app, settlementCopayCall, (request) =>
    copayPage(deps, providerOf(request), request.params.id, request.query),
  );
  routeCall(app, settlementVouchersCall, (request) =>
    vouchersPage(deps, providerOf(request), request.params.id, request.query),
  );
  routeCall(app, settlementTotalsCall, (request) =>
    settlementTotals(deps, providerOf(request), request.params.id, request.query.expediente),
  );
  routeCall(app, settlementSubtotalsCall, (request) =>
    settlementSubtotals(deps, providerOf(request), request.params.id, request.query.expediente),
  );
  routeCall(app, settlementChartsCall, (request) =>
    settlementCharts(deps, providerOf(request), request.params.id),
  );
  routeCall(app, settlementCsvCall, async (request, reply) => {
    const { fileName, csv } = await settlementCsv(
      deps,
      providerOf(request),
      request.params.id,
      request.query,
    );
    return sendDownload(reply, 'csv', fileName, csv);
  });
  routeCall(app, settlementPdfCall, async (request, reply) => {
    const pdf = await settlementPdf(
      deps,
      providerOf(request),
      request.params.id,
      request.query.expediente,
    );
    return sendDownload(reply, 'pdf', `liquidacion-${request.query.expediente}.pdf`, pdf);
  });
}
