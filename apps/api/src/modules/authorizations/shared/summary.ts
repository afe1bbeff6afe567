import type { AuthorizationSummary } from '@portal/contracts';
import {
  AUTHORIZATION_KIND_LABELS,
  authorizationStateView,
  processSteps,
  type AuthorizationKind,
  type AuthorizationProcess,
} from '@portal/domain/authorizations';
import { authorizations } from '../../../db/schema/authorizations.ts';
import { affiliateMiddle } from '../../affiliates/public.ts';

/** The columns every list and answer of the area reads, and their contract shape. */
export const summaryColumns = {
  id: authorizations.id,
  nroAutorizacion: authorizations.nroAutorizacion,
  providerId: authorizations.providerId,
  userId: authorizations.userId,
  tipo: authorizations.tipo,
  tipoPrestacion: authorizations.tipoPrestacion,
  proceso: authorizations.proceso,
  etapa: authorizations.etapa,
  estado: authorizations.estado,
  createdAt: authorizations.createdAt,
  updatedAt: authorizations.updatedAt,
  fechaOrden: authorizations.fechaOrden,
  validezHasta: authorizations.validezHasta,
  contra: authorizations.contra,
  inte: authorizations.inte,
  middle: affiliateMiddle(authorizations.contra, authorizations.inte),
  nombreApeAfi: authorizations.nombreApeAfi,
  resumen: authorizations.resumen,
  observacionAuditor: authorizations.observacionAuditor,
};

export interface SummaryRow {
  nroAutorizacion: number;
  tipo: string;
  tipoPrestacion: string;
  proceso: string;
  etapa: number;
  estado: number;
  createdAt: Date;
  fechaOrden: string;
  validezHasta: string | null;
  contra: number;
  middle: number;
  inte: number;
  nombreApeAfi: string;
  resumen: string;
}

/** 'YYYY-MM-DD' (a date column) → dd/mm/yyyy, as the user reads dates. */
export function shownDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

export function stepName(process: string, step: number): string {
  const steps = processSteps(process as AuthorizationProcess);
  return steps[Math.min(step, steps.length - 1)] ?? '';
}

export function toSummary(row: SummaryRow): AuthorizationSummary {
  return {
    nroAutorizacion: row.nroAutorizacion,
    tipo: row.tipo as AuthorizationKind,
    tipoDescripcion: AUTHORIZATION_KIND_LABELS[row.tipo as AuthorizationKind] ?? row.tipo,
    tipoPrestacion: row.tipoPrestacion,
    proceso: row.proceso as AuthorizationProcess,
    etapa: stepName(row.proceso, row.etapa),
    estado: authorizationStateView(row.estado),
    fecha: row.createdAt.toISOString(),
    fechaOrden: shownDay(row.fechaOrden),
    afiliado: {
      contra: row.contra,
      middle: row.middle,
      inte: row.inte,
      nombre: row.nombreApeAfi,
    },
    resumen: row.resumen,
    validezHasta: row.validezHasta === null ? null : shownDay(row.validezHasta),
  };
}
