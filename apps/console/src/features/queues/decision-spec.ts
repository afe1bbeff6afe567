import {
  authorizationDecisionCall,
  caseDecisionCall,
  censusDecisionCall,
  debitClaimDecisionCall,
  paymentInquiryAnswerCall,
  profileChangeDecisionCall,
  type CallDefinition,
  type QueueItemDetail,
} from '@portal/contracts';
import type { QueueId } from '@portal/domain/queues';
import type { useCall } from '@/lib/call';

/** How one decision is asked for: whether it writes to the provider, attaches, ends the request. */
export interface DecisionAction {
  value: string;
  label: string;
  /** 'required' when the provider must read why (observe, ask); the schema checks it too. */
  message: 'required' | 'optional';
  files: boolean;
  /** A decision that ends the request is confirmed first: it cannot be undone. */
  final: boolean;
  /** Moving a case asks for the area it goes to. */
  area?: boolean;
}

/** The form's values as a body, before the queue's own contract types them. */
export type DecisionDraft = Record<string, unknown>;
type Caller = ReturnType<typeof useCall>;

export interface QueueDecision {
  /** The queue's decision call: its body schema validates the form. */
  call: CallDefinition & { method: 'POST' };
  actions: DecisionAction[];
  /**
   * Sends a draft the form validated with `call`'s schema, parsed by that schema into the
   * call's own body type, so each queue's call is made with its own types.
   */
  send(caller: Caller, id: number, draft: DecisionDraft): Promise<QueueItemDetail>;
}

const act = (
  value: string,
  label: string,
  message: DecisionAction['message'],
  options: { files?: boolean; final?: boolean; area?: boolean } = {},
): DecisionAction => ({
  value,
  label,
  message,
  files: options.files ?? false,
  final: options.final ?? false,
  ...(options.area ? { area: true } : {}),
});

/*
 * What each queue decides, by the contracts' decision calls. The labels are the verbs the staff
 * read on the buttons; the actions' ids are the contracts' (and the CLI's) words.
 */
export const QUEUE_DECISIONS: Record<QueueId, QueueDecision> = {
  autorizaciones: {
    call: authorizationDecisionCall,
    send: (caller, id, draft) =>
      caller(authorizationDecisionCall, {
        params: { id },
        body: authorizationDecisionCall.body.parse(draft),
      }),
    actions: [
      act('aprobar', 'Aprobar', 'optional', { final: true, files: true }),
      act('observar', 'Observar', 'required', { files: true }),
      act('rechazar', 'Rechazar', 'optional', { final: true, files: true }),
    ],
  },
  censos: {
    call: censusDecisionCall,
    send: (caller, id, draft) =>
      caller(censusDecisionCall, { params: { id }, body: censusDecisionCall.body.parse(draft) }),
    actions: [
      act('aprobar', 'Aprobar', 'optional', { final: true }),
      act('observar', 'Observar', 'required', { final: true }),
      act('rechazar', 'Rechazar', 'optional', { final: true }),
    ],
  },
  casos: {
    call: caseDecisionCall,
    send: (caller, id, draft) =>
      caller(caseDecisionCall, { params: { id }, body: caseDecisionCall.body.parse(draft) }),
    actions: [
      act('responder', 'Responder y resolver', 'required', { final: true, files: true }),
      act('solicitar-informacion', 'Solicitar información', 'required', { files: true }),
      act('mover', 'Pasar a otra área', 'required', { area: true }),
      act('cerrar', 'Cerrar', 'required', { final: true }),
    ],
  },
  'cambios-de-datos': {
    call: profileChangeDecisionCall,
    send: (caller, id, draft) =>
      caller(profileChangeDecisionCall, {
        params: { id },
        body: profileChangeDecisionCall.body.parse(draft),
      }),
    actions: [
      act('aceptar', 'Aceptar el cambio', 'optional', { final: true }),
      act('rechazar', 'Rechazar el cambio', 'optional', { final: true }),
    ],
  },
  'consultas-de-pago': {
    call: paymentInquiryAnswerCall,
    send: (caller, id, draft) =>
      caller(paymentInquiryAnswerCall, {
        params: { id },
        body: paymentInquiryAnswerCall.body.parse(draft),
      }),
    actions: [act('responder', 'Responder', 'required', { final: true })],
  },
  'reclamos-de-debitos': {
    call: debitClaimDecisionCall,
    send: (caller, id, draft) =>
      caller(debitClaimDecisionCall, {
        params: { id },
        body: debitClaimDecisionCall.body.parse(draft),
      }),
    actions: [
      act('responder', 'Responder y resolver', 'required', { final: true, files: true }),
      act('solicitar-informacion', 'Solicitar información', 'required', { files: true }),
      act('cerrar', 'Cerrar', 'required', { final: true }),
    ],
  },
};
