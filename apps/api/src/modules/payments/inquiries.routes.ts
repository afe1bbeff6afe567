import type { FastifyInstance } from 'fastify';
import {
  fileInquiryCall,
  inquiriesCall,
  inquiryReasonsCall,
  inquiryStatesCall,
  paymentCompaniesCall,
} from '@portal/contracts';
import {
  PAYMENT_COMPANIES,
  PAYMENT_INQUIRY_REASONS,
  PAYMENT_INQUIRY_STATES,
} from '@portal/domain/payments';
import { requireSession } from '../../access/require-session.ts';
import { routeCall } from '../../lib/call-route.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { fileInquiry, listInquiries } from './inquiries.service.ts';
import type { PaymentsDeps } from './payments.service.ts';

/** Payment inquiries (pagos-facturas): the calls of `inquiryCalls`. */
export function inquiriesRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const lists = [
    [inquiryReasonsCall, PAYMENT_INQUIRY_REASONS],
    [inquiryStatesCall, PAYMENT_INQUIRY_STATES],
    [paymentCompaniesCall, PAYMENT_COMPANIES],
  ] as const;
  for (const [call, items] of lists) {
    routeCall(app, call, (request) => {
      ownProvider(requireSession(request).providerId, request.params.code);
      return items.map(({ id, descripcion }) => ({ id, descripcion }));
    });
  }

  routeCall(app, fileInquiryCall, (request) =>
    fileInquiry(deps, requireSession(request), request.params.code, request.body),
  );

  routeCall(app, inquiriesCall, (request) =>
    listInquiries(deps, requireSession(request), request.params.code),
  );
}
