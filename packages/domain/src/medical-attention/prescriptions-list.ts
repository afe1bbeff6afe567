/**
 * The recetas list (spec §7: fecha_desde, fecha_hasta, cantidad, pagina): its page sizes, the
 * default window and the checks a query must pass before the database is asked.
 */
export const RECETAS_PAGE_SIZES = [10, 20, 50] as const;
export const RECETAS_DEFAULT_PAGE_SIZE = 10;
export const RECETAS_MAX_PAGE_SIZE = 50;
/** Beyond this page nothing is asked: a 400, not an empty scan of the table. */
export const RECETAS_MAX_PAGE = 1000;
/** Without dates the list shows the last two years. */
export const RECETAS_DEFAULT_WINDOW_DAYS = 730;

export const RECETAS_MESSAGES = {
  reversedWindow: 'La fecha desde no puede ser posterior a la fecha hasta.',
  pageTooBig: `La página debe estar entre 1 y ${RECETAS_MAX_PAGE}.`,
  sizeTooBig: `La cantidad debe estar entre 1 y ${RECETAS_MAX_PAGE_SIZE}.`,
  empty: 'El paciente no tiene recetas en esas fechas.',
} as const;

/** Days as YYYYMMDD compare as text; a window whose start is after its end is refused. */
export function recetasWindowProblem(desde: string, hasta: string): string | null {
  return desde > hasta ? RECETAS_MESSAGES.reversedWindow : null;
}

/** The prescription states a patient's list shows. */
export const PRESCRIPTION_STATE_TEXT = {
  emitida: 'Emitida',
  dispensada: 'Dispensada',
  anulada: 'Anulada',
} as const;
export type PrescriptionState = keyof typeof PRESCRIPTION_STATE_TEXT;
