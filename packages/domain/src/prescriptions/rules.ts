import { SEARCH_MIN_CHARS } from '../coverage/search-text.ts';

/** Receta digital (tramitesonline/receta-digital): what one prescription may hold. */
export const PRESCRIPTION_MAX_ITEMS = 3;
export const PRESCRIPTION_MAX_UNITS = 10;
export const POSOLOGY_MAX_CHARS = 200;
/** The vademécum type-ahead asks from this many letters, as the other type-aheads do. */
export const VADEMECUM_MIN_CHARS = SEARCH_MIN_CHARS;
export const VADEMECUM_SUGGESTIONS = 15;

export const PRESCRIPTION_MESSAGES = {
  noItems: 'Agregá al menos un medicamento.',
  tooManyItems: `Una receta tiene hasta ${PRESCRIPTION_MAX_ITEMS} medicamentos.`,
  repeatedItem: 'Ese medicamento ya está en la receta.',
  units: `La cantidad debe estar entre 1 y ${PRESCRIPTION_MAX_UNITS}.`,
  posology: 'Indicá la posología (dosis y frecuencia).',
  unknownMedication: 'El medicamento elegido no está en el vademécum.',
  unknownDiagnosis: 'El diagnóstico elegido no existe.',
  noLicence: 'Tu matrícula no figura en Mis datos: cargala para poder prescribir.',
  notYours: 'Sólo podés anular recetas que emitiste vos.',
  notCancellable: 'La receta ya fue dispensada o anulada: no se puede anular.',
  written: 'La receta fue emitida con el número',
  cancelled: 'La receta fue anulada.',
} as const;

/** The items' problem, or null: one to three, each a different medication. */
export function itemsProblem(medicationIds: readonly number[]): string | null {
  if (medicationIds.length === 0) return PRESCRIPTION_MESSAGES.noItems;
  if (medicationIds.length > PRESCRIPTION_MAX_ITEMS) return PRESCRIPTION_MESSAGES.tooManyItems;
  if (new Set(medicationIds).size !== medicationIds.length)
    return PRESCRIPTION_MESSAGES.repeatedItem;
  return null;
}

/** Only the prescriber's own provider cancels, and only while nobody dispensed it. */
export function cancelProblem(
  prescription: { providerId: number | null; estado: string },
  providerId: number,
): string | null {
  if (prescription.providerId !== providerId) return PRESCRIPTION_MESSAGES.notYours;
  if (prescription.estado !== 'emitida') return PRESCRIPTION_MESSAGES.notCancellable;
  return null;
}

/** What the type-ahead shows of a medication: brand, generic and presentation. */
export function medicationText(item: { marca: string; generico: string; presentacion: string }) {
  return `${item.marca} (${item.generico}) · ${item.presentacion}`;
}
