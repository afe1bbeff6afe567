import { toCsv } from '../format/csv.ts';

/**
 * The team's activity an admin sees: the audit_log actions it lists, with their
 * es-AR labels. Details carry references only (a request or case number, a period, a staff
 * e-mail), never an affiliate or patient datum.
 */
export const TEAM_ACTIVITY_ACTIONS = [
  { id: 'login', descripcion: 'Inicio de sesión' },
  { id: 'affiliate.validation', descripcion: 'Validación de afiliado' },
  { id: 'authorization.filed', descripcion: 'Trámite de autorización' },
  { id: 'support-case.filed', descripcion: 'Caso en el centro de atención' },
  { id: 'settlement.viewed', descripcion: 'Consulta de liquidación' },
  { id: 'patient-data.viewed', descripcion: 'Consulta de datos de paciente' },
  { id: 'user.created', descripcion: 'Alta de usuario' },
  { id: 'user.updated', descripcion: 'Modificación de usuario' },
  { id: 'user.deleted', descripcion: 'Baja de usuario' },
] as const;
export type TeamActivityAction = (typeof TEAM_ACTIVITY_ACTIONS)[number]['id'];
export const TEAM_ACTIVITY_ACTION_IDS = TEAM_ACTIVITY_ACTIONS.map((action) => action.id) as [
  TeamActivityAction,
  ...TeamActivityAction[],
];

/** Rows per page of the activity view. */
export const TEAM_ACTIVITY_PAGE_SIZE = 20;
/** The CSV holds at most this many rows (the newest), so one export stays a small file. */
export const TEAM_ACTIVITY_CSV_MAX_ROWS = 5000;

export function teamActivityText(action: string): string {
  return TEAM_ACTIVITY_ACTIONS.find((entry) => entry.id === action)?.descripcion ?? action;
}

/** The reference an audit row's details give, as one short text ('' when none). */
export function teamActivityDetail(details: Record<string, unknown>): string {
  const reference = details['referencia'];
  return typeof reference === 'string' || typeof reference === 'number' ? String(reference) : '';
}

export interface TeamActivityRow {
  /** dd/mm/aaaa HH:mm */
  fecha: string;
  usuario: string;
  email: string;
  accionDesc: string;
  detalle: string;
}

export function teamActivityCsv(rows: readonly TeamActivityRow[]): string {
  return toCsv(
    ['Fecha', 'Usuario', 'E-mail', 'Acción', 'Detalle'],
    rows.map((row) => [row.fecha, row.usuario, row.email, row.accionDesc, row.detalle]),
  );
}
