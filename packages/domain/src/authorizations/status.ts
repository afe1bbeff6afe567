import type { AuthorizationStateId } from './catalogue.ts';

/** Spec §4 "Authorization status display": what a request's state reads and its colour. */

export type AuthorizationDisplay = 'Pendiente' | 'Observado' | 'Finalizado';

export const AUTHORIZATION_STATE_DESCRIPTIONS: Record<AuthorizationStateId, string> = {
  1: 'Pendiente',
  2: 'Observado',
  3: 'Aprobado',
  4: 'Rechazado',
};

export function authorizationDisplay(state: number): AuthorizationDisplay {
  if (state === 2) return 'Observado';
  if (state === 3 || state === 4) return 'Finalizado';
  return 'Pendiente';
}

export interface AuthorizationStateView {
  id: number;
  descripcion: string;
  display: AuthorizationDisplay;
}

export function authorizationStateView(state: number): AuthorizationStateView {
  return {
    id: state,
    descripcion: AUTHORIZATION_STATE_DESCRIPTIONS[state as AuthorizationStateId] ?? 'Pendiente',
    display: authorizationDisplay(state),
  };
}

/** The display filters of Estado de Trámites, as the states they cover. */
export const AUTHORIZATION_FILTER_STATES = {
  pendiente: [1],
  observado: [2],
  finalizado: [3, 4],
} as const;
