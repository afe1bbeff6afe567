import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain/support-cases';
import { queueDefinition, type QueueId } from '@portal/domain/queues';
import type { z } from '../zod.ts';
import { defineCall, eventStreamBody } from '../call.ts';
import {
  authorizationQueueDecision,
  caseQueueDecision,
  debitClaimQueueDecision,
  profileChangeQueueDecision,
} from './decisions.ts';
import { queueItemDetail, queueItemParams } from './schemas.ts';

/*
 * The console's decisions and its live updates (docs/decisions/0059). A decision answers the
 * item as its queue's item call does, in its new state, so the console updates it in place.
 */

const tag = 'queues';
const BASE = '/pre/consola/v0/colas';

const decisionCall = <const Q extends QueueId, B extends z.ZodType>(
  queue: Q,
  body: B,
  summary: string,
) =>
  defineCall({
    method: 'POST',
    path: `${BASE}/${queue}/:id/decision`,
    tag,
    summary,
    access: { staff: [queueDefinition(queue).role] },
    params: queueItemParams,
    body,
    response: queueItemDetail,
    // Files travel in base64 inside the JSON, as the provider's and the operator's do.
    bodyLimit: ATTACHMENT_BODY_LIMIT_BYTES,
  });

export const authorizationDecisionCall = decisionCall(
  'autorizaciones',
  authorizationQueueDecision,
  'An auditor approves, observes (message and files) or rejects an authorization',
);

export const caseDecisionCall = decisionCall(
  'casos',
  caseQueueDecision,
  'Support answers, asks, moves to another area or closes a case',
);

export const profileChangeDecisionCall = decisionCall(
  'cambios-de-datos',
  profileChangeQueueDecision,
  'Contracting accepts (it takes effect) or refuses a Mis datos change',
);

export const debitClaimDecisionCall = decisionCall(
  'reclamos-de-debitos',
  debitClaimQueueDecision,
  'Settlements answers, asks about or closes a debit claim',
);

/**
 * Server-sent events for the console, read with fetch so the bearer travels in a header: `cola`
 * (staffQueueEvent) when an item of a queue of the caller's roles is filed, answered or decided.
 */
export const staffEventsCall = defineCall({
  method: 'GET',
  path: '/pre/consola/v0/eventos',
  tag,
  summary: "Live updates of the caller's queues (text/event-stream): ids only",
  access: 'staff',
  response: eventStreamBody,
});

/** The decision call of each queue that has one (payment inquiries' answers come apart). */
export const QUEUE_DECISION_CALLS = {
  autorizaciones: authorizationDecisionCall,
  casos: caseDecisionCall,
  'cambios-de-datos': profileChangeDecisionCall,
  'reclamos-de-debitos': debitClaimDecisionCall,
} as const;

export const queueDecisionCalls = [
  authorizationDecisionCall,
  caseDecisionCall,
  profileChangeDecisionCall,
  debitClaimDecisionCall,
  staffEventsCall,
] as const;
