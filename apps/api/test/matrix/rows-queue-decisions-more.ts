import { censusDecisionCall, paymentInquiryAnswerCall } from '@portal/contracts';
import type { CallRow } from './call-rows.ts';

/*
 * Rows of the decisions on census rows and payment inquiries (docs/decisions/0060), beside the
 * queues' rows. The items named do not exist, so an allowed cell answers 404 past the guard and
 * decides nothing the other cells read.
 */
const UNKNOWN_ITEM: CallRow = {
  params: () => ({ id: 999_999 }),
  foreign: {
    none: "a staff call: the insurer's staff decide on every provider's requests by role",
  },
};

export const ROWS: Record<string, CallRow> = {
  [`POST ${censusDecisionCall.path}`]: UNKNOWN_ITEM,
  [`POST ${paymentInquiryAnswerCall.path}`]: UNKNOWN_ITEM,
};
