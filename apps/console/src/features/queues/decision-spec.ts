import {
  authorizationDecisionCall,
  caseDecisionCall,
  censusDecisionCall,
  debitClaimDecisionCall,
  paymentInquiryAnswerCall,
  profileChangeDecisionCall,
  type CallDefinition,
} from '@portal/contracts';
import type { QueueId } from '@portal/domain/queues';

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

export interface QueueDecision {
  call: CallDefinition & { method: 'POST' };
  actions: DecisionAction[];
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
    actions: [
      act('aprobar', 'Aprobar', 'optional', { final: true, files: true }),
      act('observar', 'Observar', 'required', { files: true }),
      act('rechazar', 'Rechazar', 'optional', { final: true, files: true }),
    ],
  },
  censos: {
    call: censusDecisionCall,
    actions: [
      act('aprobar', 'Aprobar', 'optional', { final: true }),
      act('observar', 'Observar', 'required', { final: true }),
      act('rechazar', 'Rechazar', 'optional', { final: true }),
    ],
  },
  casos: {
    call: caseDecisionCall,
    actions: [
      act('responder', 'Responder y resolver', 'required', { final: true, files: true }),
      act('solicitar-informacion', 'Solicitar información', 'required', { files: true }),
      act('mover', 'Pasar a otra área', 'required', { area: true }),
      act('cerrar', 'Cerrar', 'required', { final: true }),
    ],
  },
  'cambios-de-datos': {
    call: profileChangeDecisionCall,
    actions: [
      act('aceptar', 'Aceptar el cambio', 'optional', { final: true }),
      act('rechazar', 'Rechazar el cambio', 'optional', { final: true }),
    ],
  },
  'consultas-de-pago': {
    call: paymentInquiryAnswerCall,
    actions: [act('responder', 'Responder', 'required', { final: true })],
  },
  'reclamos-de-debitos': {
    call: debitClaimDecisionCall,
    actions: [
      act('responder', 'Responder y resolver', 'required', { final: true, files: true }),
      act('solicitar-informacion', 'Solicitar información', 'required', { files: true }),
      act('cerrar', 'Cerrar', 'required', { final: true }),
    ],
  },
};
