import type { FastifyInstance } from 'fastify';
import { censusDecisionCall, paymentInquiryAnswerCall } from '@portal/contracts';
import { requireStaff } from '../../access/require-staff.ts';
import { routeCall } from '../../lib/call-route.ts';
import { answerInquiryItem, decideCensusItem } from './decisions-more.service.ts';
import type { DecisionDeps } from './decisions.service.ts';

/** The decisions on census rows and payment inquiries (docs/decisions/0060). */
export function decisionsMoreRoutes(app: FastifyInstance, deps: DecisionDeps): void {
  routeCall(app, censusDecisionCall, (request) =>
    decideCensusItem(deps, requireStaff(request), request.params.id, request.body),
  );
  routeCall(app, paymentInquiryAnswerCall, (request) =>
    answerInquiryItem(deps, requireStaff(request), request.params.id, request.body),
  );
}
