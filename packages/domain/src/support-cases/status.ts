import { addDays } from '../format/dates.ts';
import { PENDING_INBOX_WINDOW_DAYS } from './constants.ts';

/**
 * Case states. The spec fixes 1 (Pendiente, the state of a new case and of an answered one)
 * and 2 (waiting for the provider's answer: the pending inbox); the others are the states its
 * status labels name.
 */
export const CASE_STATE = {
  pendiente: 1,
  observado: 2,
  enProceso: 3,
  finalizado: 4,
  rechazado: 5,
  cerrado: 6,
} as const;
export type CaseStateId = (typeof CASE_STATE)[keyof typeof CASE_STATE];

/** The server's status description (`estadoDesc`) of each state. */
export const CASE_STATE_DESCRIPTIONS: Record<CaseStateId, string> = {
  1: 'pendiente',
  2: 'observado',
  3: 'en proceso',
  4: 'finalizado',
  5: 'rechazado',
  6: 'cerrado',
};

/** States after which nothing more happens to a case. */
export const FINAL_CASE_STATES: readonly number[] = [
  CASE_STATE.finalizado,
  CASE_STATE.rechazado,
  CASE_STATE.cerrado,
];

export type CaseStatusLabel = 'En Proceso' | 'Pendiente' | 'Observado' | 'Finalizado';

/**
 * Status labels (spec §4): en proceso → 'En Proceso'; pendiente → 'Pendiente'; finalizado,
 * rechazado and cerrado → 'Finalizado'. 'observado' (estado 2) reads 'Observado', the label
 * of the authorization status display. Any other description is shown capitalised.
 */
export function caseStatusLabel(estadoDesc: string): string {
  const normalized = estadoDesc.trim().toLocaleLowerCase('es-AR').replace(/\s+/g, ' ');
  switch (normalized) {
    case 'en proceso':
      return 'En Proceso';
    case 'pendiente':
      return 'Pendiente';
    case 'observado':
      return 'Observado';
    case 'finalizado':
    case 'rechazado':
    case 'cerrado':
      return 'Finalizado';
    default:
      return normalized.charAt(0).toLocaleUpperCase('es-AR') + normalized.slice(1);
  }
}

export type StatusColor = 'info' | 'secondary' | 'success' | 'default';

/** Authorization status display (spec §4): Pendiente info, Observado secondary, Finalizado success. */
export function authorizationStatusColor(label: string): StatusColor {
  switch (label) {
    case 'Pendiente':
      return 'info';
    case 'Observado':
      return 'secondary';
    case 'Finalizado':
      return 'success';
    default:
      return 'default';
  }
}

/** Listing (spec §5): only cases with a status description are listed. */
export function isListableCase(caseRow: { estadoDesc?: string | null }): boolean {
  return typeof caseRow.estadoDesc === 'string' && caseRow.estadoDesc.trim() !== '';
}

/** Only a case waiting for the provider (estado 2) can be answered. */
export function canReplyToCase(estado: number): boolean {
  return estado === CASE_STATE.observado;
}

export function isFinalCaseState(estado: number): boolean {
  return FINAL_CASE_STATES.includes(estado);
}

/**
 * Pending inbox (spec §4): the cases waiting for the provider's answer (estado 2) from the last
 * 15 days, counted from the case's last contact (when the insurer asked for information).
 */
export const PENDING_INBOX = {
  estado: CASE_STATE.observado,
  days: PENDING_INBOX_WINDOW_DAYS,
} as const;

/** The pending inbox at `now`: its state and the last-contact instants it spans, both ends in. */
export interface PendingInboxWindow {
  estado: number;
  since: Date;
  until: Date;
}

/** The one reading of the rule: the API's inbox query and its counter take this window. */
export function pendingInboxWindow(now: Date): PendingInboxWindow {
  return {
    estado: PENDING_INBOX.estado,
    since: addDays(now, -PENDING_INBOX.days),
    until: now,
  };
}

/** The states a status filter of the search stands for: 'Finalizado' is three states. */
export function caseStatesForLabel(label: CaseStatusLabel): number[] {
  return Object.entries<string>(CASE_STATE_DESCRIPTIONS)
    .filter(([, description]) => caseStatusLabel(description) === label)
    .map(([id]) => Number(id));
}
