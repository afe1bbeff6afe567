import { and, eq, inArray } from 'drizzle-orm';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { PAYMENT_INQUIRY_ANSWER_MESSAGES, PAYMENT_INQUIRY_ANSWERED } from '@portal/domain/payments';
import { queueDefinition } from '@portal/domain/queues';
import { sanitizeObservation } from '@portal/domain/support-cases';
import type { Db } from '../../../db/client.ts';
import { paymentInquiries } from '../../../db/schema/payments.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import type { LiveEventBus } from '../../../lib/live-events.ts';
import { publishToProvider } from '../../../lib/provider-events.ts';
import { publishQueueChange } from '../../../lib/queue-events.ts';
import { recordAudit } from '../../staff/public.ts';

const WAITING = queueDefinition('consultas-de-pago').waitingStates;

export interface InquiryAnswerDeps {
  db: Db;
  clock: Clock;
  /** Where the answer is told, after the commit: the provider's pages and the console's. */
  events: LiveEventBus;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Settlements' answer to a payment inquiry: it stores the answer, who and when, resolves the
 * inquiry and writes the staff audit row, in one transaction. Conditional on the inquiry still
 * waiting, so it is answered once. Once committed, the provider's open Mis consultas and
 * settlements' queues hear of it.
 */
export async function answerPaymentInquiry(
  deps: InquiryAnswerDeps,
  staff: { staffId: number },
  id: number,
  input: { mensaje: string },
): Promise<void> {
  // The insurer's messages follow the operator's rule (spec §5's sanitising).
  const respuesta = sanitizeObservation(input.mensaje);
  if (!respuesta) {
    const message = PAYMENT_INQUIRY_ANSWER_MESSAGES.answerRequired;
    throw new HttpError(400, message, 'VALIDATION', { details: [{ path: 'mensaje', message }] });
  }
  const now = deps.clock.now();
  const providerId = await deps.db.transaction(async (tx) => {
    const [answered] = await tx
      .update(paymentInquiries)
      .set({
        estado: PAYMENT_INQUIRY_ANSWERED,
        respuesta,
        answeredAt: now,
        answeredBy: staff.staffId,
        updatedAt: now,
      })
      .where(and(eq(paymentInquiries.id, id), inArray(paymentInquiries.estado, [...WAITING])))
      .returning({ providerId: paymentInquiries.providerId });
    if (!answered) {
      const [exists] = await tx
        .select({ id: paymentInquiries.id })
        .from(paymentInquiries)
        .where(eq(paymentInquiries.id, id));
      if (!exists) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
      throw new HttpError(409, PAYMENT_INQUIRY_ANSWER_MESSAGES.notWaiting, 'NOT_WAITING');
    }
    await recordAudit(tx, now, {
      staffId: staff.staffId,
      action: 'payment-inquiry.answered',
      target: { kind: 'payment-inquiry', id },
      changes: { cola: 'consultas-de-pago', numero: id, accion: 'responder' },
    });
    return answered.providerId;
  });
  await publishToProvider(deps, {
    kind: 'consulta-de-pago',
    providerId,
    event: { id, estado: PAYMENT_INQUIRY_ANSWERED },
  });
  await publishQueueChange(deps, 'consultas-de-pago', id);
}
