import type { QueueId } from '@portal/domain/queues';
import type { QueueSource } from '../../lib/staff-queue.ts';
import { authorizationQueue } from '../authorizations/public.ts';
import { censusQueue } from '../censuses/public.ts';
import { paymentInquiryQueue } from '../payments/public.ts';
import { debitClaimQueue, profileChangeQueue, supportCaseQueue } from '../support-cases/public.ts';

/** Each queue's rows, as the area that owns its requests defines them. */
export const QUEUE_SOURCES: Readonly<Record<QueueId, QueueSource>> = {
  autorizaciones: authorizationQueue,
  censos: censusQueue,
  casos: supportCaseQueue,
  'cambios-de-datos': profileChangeQueue,
  'consultas-de-pago': paymentInquiryQueue,
  'reclamos-de-debitos': debitClaimQueue,
};
