import type {
  CensusDecisionBody,
  PaymentInquiryAnswerBody,
  QueueItemDetail,
} from '@portal/contracts';
import type { StaffCaller } from '../../access/staff-guard.ts';
import { decideCensus } from '../censuses/public.ts';
import { answerPaymentInquiry } from '../payments/public.ts';
import { queueItem } from './item.service.ts';
import type { DecisionDeps } from './decisions.service.ts';

/*
 * The decisions on census rows and payment inquiries (docs/decisions/0060): each owning area
 * moves its row and audits it; the answer is the item as the queue's item call shows it.
 */

/** POST /colas/censos/:id/decision */
export async function decideCensusItem(
  deps: DecisionDeps,
  staff: StaffCaller,
  id: number,
  body: CensusDecisionBody,
): Promise<QueueItemDetail> {
  await decideCensus(deps, { staffId: staff.staffId }, id, body);
  return queueItem(deps, 'censos', id);
}

/** POST /colas/consultas-de-pago/:id/decision */
export async function answerInquiryItem(
  deps: DecisionDeps,
  staff: StaffCaller,
  id: number,
  body: PaymentInquiryAnswerBody,
): Promise<QueueItemDetail> {
  await answerPaymentInquiry(deps, { staffId: staff.staffId }, id, body);
  return queueItem(deps, 'consultas-de-pago', id);
}
