import {
  AUTHORIZATION_QUEUE_DECISIONS,
  CASE_QUEUE_DECISIONS,
  DEBIT_CLAIM_QUEUE_DECISIONS,
  PROFILE_CHANGE_QUEUE_DECISIONS,
  QUEUE_DECISION_MESSAGES,
  QUEUE_IDS,
} from '@portal/domain/queues';
import { AUTHORIZATION_LIMITS, AUTHORIZATION_MESSAGES } from '@portal/domain/authorizations';
import { z } from '../zod.ts';
import { CASE_AREAS } from '@portal/domain/support-cases';
import { freeText } from '../common-fields.ts';
import { requestFiles } from '../authorizations/requests.ts';
import { OBSERVATION_MAX_LENGTH } from '../support-cases/writes.ts';

/*
 * The console's decisions (docs/decisions/0059): one body per queue, each moved by the same
 * service function as the operator's CLI. `archivos` is the operator's and the provider's upload
 * shape ([{ fileName, sizeInBytes, base64Content }]), so one file input serves both sides.
 */

const message = (max: number) =>
  freeText(max).pipe(z.string().trim().min(1, QUEUE_DECISION_MESSAGES.messageRequired));

/** autorizaciones: approve, observe (with a message, and files) or reject. */
export const authorizationQueueDecision = z
  .object({
    accion: z.enum(AUTHORIZATION_QUEUE_DECISIONS),
    mensaje: freeText(AUTHORIZATION_LIMITS.answerMaxLength).default(''),
    archivos: requestFiles,
  })
  .superRefine((body, ctx) => {
    if (body.accion === 'observar' && body.mensaje.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['mensaje'],
        message: AUTHORIZATION_MESSAGES.observationRequired,
      });
    }
  });
export type AuthorizationQueueDecision = z.input<typeof authorizationQueueDecision>;

/**
 * casos: answer (resolves it), ask the provider, move it to another support area (`area`, one of
 * the domain's CASE_AREAS, as the queue's `tipo` filter names them) or close it.
 */
export const caseQueueDecision = z
  .object({
    accion: z.enum(CASE_QUEUE_DECISIONS),
    mensaje: message(OBSERVATION_MAX_LENGTH),
    archivos: requestFiles,
    area: z.enum(CASE_AREAS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.accion === 'mover' && body.area === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['area'],
        message: QUEUE_DECISION_MESSAGES.areaRequired,
      });
    }
  });
export type CaseQueueDecisionRequest = z.input<typeof caseQueueDecision>;

/** cambios-de-datos: accept (the change takes effect as a finalised case's) or refuse it. */
export const profileChangeQueueDecision = z.object({
  accion: z.enum(PROFILE_CHANGE_QUEUE_DECISIONS),
  mensaje: freeText(OBSERVATION_MAX_LENGTH).default(''),
});
export type ProfileChangeQueueDecisionRequest = z.input<typeof profileChangeQueueDecision>;

/** reclamos-de-debitos: answer (resolves it), ask the provider, or close it. */
export const debitClaimQueueDecision = z.object({
  accion: z.enum(DEBIT_CLAIM_QUEUE_DECISIONS),
  mensaje: message(OBSERVATION_MAX_LENGTH),
  archivos: requestFiles,
});
export type DebitClaimQueueDecisionRequest = z.input<typeof debitClaimQueueDecision>;

/**
 * GET /pre/consola/v0/eventos (text/event-stream), the data of each `cola` event: an item of a
 * queue of the caller's roles changed (filed, answered, decided by someone). Ids only: the
 * console refetches what it shows.
 */
export const staffQueueEvent = z.object({ cola: z.enum(QUEUE_IDS), id: z.number().int() });
export type StaffQueueEvent = z.infer<typeof staffQueueEvent>;
