import type { FastifyInstance } from 'fastify';
import {
  agreementPdfCall,
  attachReceiptCall,
  channelEnableCall,
  consultingRoomsCall,
  coverageDiscountPdfCall,
  taxDataCall,
  invoicesCall,
  invoicesReadCall,
  paymentDetailCall,
  paymentOrderPdfCall,
  paymentsByCuitCall,
  paymentChartsCall,
  paymentsCsvCall,
  receiptFileCall,
  receiptsCall,
  withholdingCertificatePdfCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { sendDownload } from '../../lib/binary.ts';
import { routeCall } from '../../lib/call-route.ts';
import { paymentOrderPdf, receiptFile, withholdingCertificatePdf } from './documents.service.ts';
import {
  listInvoices,
  paymentDetail,
  paymentsByCuit,
  paymentsCsv,
  readInvoices,
  type PaymentsDeps,
} from './payments.service.ts';
import {
  agreementPdf,
  consultingRooms,
  coverageDiscountPdf,
  enableChannel,
  taxData,
} from './provider-data.service.ts';
import { attachReceipts, listReceipts } from './receipts.service.ts';
import { paymentCharts } from './charts.service.ts';

/** Payments and invoices (tramitesonline/consulta-pagos-facturas): the calls of `paymentsCalls`. */
export function paymentsRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  routeCall(app, paymentsByCuitCall, (request) =>
    paymentsByCuit(deps, requireSession(request), request.params, request.query),
  );

  routeCall(app, paymentsCsvCall, async (request, reply) => {
    const { fileName, csv } = await paymentsCsv(
      deps,
      requireSession(request),
      request.params,
      request.query,
    );
    return sendDownload(reply, 'csv', fileName, csv);
  });

  routeCall(app, paymentDetailCall, (request) =>
    paymentDetail(deps, requireSession(request), request.params),
  );

  routeCall(app, invoicesCall, (request) =>
    listInvoices(deps, requireSession(request), request.params.code, request.query),
  );

  routeCall(app, invoicesReadCall, (request) =>
    readInvoices(deps, requireSession(request), request.params.code, request.body.ids),
  );

  routeCall(app, attachReceiptCall, (request) =>
    attachReceipts(deps, requireSession(request), request.params, request.body.rudiFiles),
  );

  routeCall(app, receiptsCall, (request) =>
    listReceipts(deps, requireSession(request), request.params),
  );

  routeCall(app, paymentChartsCall, (request) =>
    paymentCharts(deps, requireSession(request), request.params.code),
  );

  routeCall(app, paymentOrderPdfCall, async (request, reply) => {
    const { fileName, pdf } = await paymentOrderPdf(deps, requireSession(request), request.params);
    return sendDownload(reply, 'pdf', fileName, pdf);
  });

  routeCall(app, withholdingCertificatePdfCall, async (request, reply) => {
    const document = await withholdingCertificatePdf(deps, requireSession(request), request.params);
    return sendDownload(reply, 'pdf', document.fileName, document.pdf);
  });

  routeCall(app, receiptFileCall, async (request, reply) => {
    const file = await receiptFile(deps, requireSession(request), request.params);
    // Receipts may carry personal data: no shared cache keeps them.
    return reply
      .type(file.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.content);
  });

  routeCall(app, consultingRoomsCall, (request) =>
    consultingRooms(deps, requireSession(request), request.params.code),
  );

  routeCall(app, taxDataCall, (request) =>
    taxData(deps, requireSession(request), request.params.code),
  );

  routeCall(app, channelEnableCall, (request) =>
    enableChannel(deps, requireSession(request), request.params.code, request.body.habilitado),
  );

  routeCall(app, agreementPdfCall, async (request, reply) => {
    const pdf = await agreementPdf(deps, requireSession(request), request.params.code);
    return sendDownload(reply, 'pdf', `convenio-${request.params.code}.pdf`, pdf);
  });

  routeCall(app, coverageDiscountPdfCall, async (request, reply) => {
    const pdf = await coverageDiscountPdf(deps, requireSession(request), request.params.code);
    return sendDownload(reply, 'pdf', 'descuentos-de-cobertura.pdf', pdf);
  });
}
