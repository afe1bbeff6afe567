import { CENSUS_DECISIONS, CENSUS_DECISION_MESSAGES } from '@portal/domain/censuses';
import { PAYMENT_INQUIRY_ANSWER_MESSAGES } from '@portal/domain/payments';
import { queueDefinition } from '@portal/domain/queues';
import { defineCall } from '../call.ts';
import { freeText } from '../common-fields.ts';
import { z } from '../zod.ts';
import { queueItemDetail, queueItemParams } from './schemas.ts';

/*
 * The medical auditors' decision on a census row and settlements' answer to a payment inquiry
 * (docs/decisions/0060). Like every queue's decision, the answer is the item as the queue's item
 * call returns it, in its new state, so the console updates it in place.
 */

const BASE = '/pre/consola/v0/colas';
const tag = 'queues';

/** What the provider reads beside the row or the inquiry. */
const message = freeText(1000);

export const censusDecisionBody = z
  .object({
    accion: z.enum(CENSUS_DECISIONS),
    /** Required to observe: it is what the provider reads beside the row. */
    mensaje: message.optional(),
  })
  .superRefine((body, context) => {
    if (body.accion === 'observar' && (body.mensaje ?? '').trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['mensaje'],
        message: CENSUS_DECISION_MESSAGES.messageRequired,
      });
    }
  });
export type CensusDecisionBody = z.infer<typeof censusDecisionBody>;

export const paymentInquiryAnswerBody = z.object({
  accion: z.enum(['responder']),
  /** The insurer's answer, which resolves the inquiry. */
  mensaje: message.refine(
    (text) => text.trim() !== '',
    PAYMENT_INQUIRY_ANSWER_MESSAGES.answerRequired,
  ),
});
export type PaymentInquiryAnswerBody = z.infer<typeof paymentInquiryAnswerBody>;

const censos = queueDefinition('censos');
const consultas = queueDefinition('consultas-de-pago');

export const censusDecisionCall = defineCall({
  method: 'POST',
  path: `${BASE}/censos/:id/decision`,
  tag,
  summary: 'Approve, observe (with a message for the provider) or reject a pending census row',
  access: { staff: [censos.role] },
  params: queueItemParams,
  body: censusDecisionBody,
  response: queueItemDetail,
});

export const paymentInquiryAnswerCall = defineCall({
  method: 'POST',
  path: `${BASE}/consultas-de-pago/:id/decision`,
  tag,
  summary: "Answer a provider's payment inquiry: the answer resolves it",
  access: { staff: [consultas.role] },
  params: queueItemParams,
  body: paymentInquiryAnswerBody,
  response: queueItemDetail,
});

export const queueDecisionsMoreCalls = [censusDecisionCall, paymentInquiryAnswerCall] as const;
