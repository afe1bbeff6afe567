import type { CensusMovement, CensusNewborn } from './codes.ts';

/** Texts of the census refusals (spec §5 names the rule; these are this product's words). */
export const CENSUS_MESSAGES = {
  noAdmission: 'No hay una admisión previa de ese paciente.',
  alreadyAdmitted:
    'El paciente ya tiene una admisión sin egreso: registrá su egreso antes de una nueva admisión.',
  duplicate: 'Ya hay un registro de ese movimiento para ese paciente en ese día.',
  unknownPlace: 'El lugar de atención no pertenece a tu prestador o no está vigente en esa fecha.',
  registered: 'El registro quedó guardado.',
} as const;

/** One census row of a patient, as the rules read it; `fecha` is YYYYMMDD. */
export interface CensusEntry {
  fecha: string;
  movimiento: CensusMovement;
  recienNacido: CensusNewborn;
}

export type CensusProblem = 'duplicate' | 'noAdmission' | 'alreadyAdmitted' | null;

/** Same day: the admission reads before the discharge (a stay may begin and end that day). */
const ORDER: Record<CensusMovement, number> = { ingreso: 0, egreso: 1 };

/**
 * What stops a new row, given the rows already registered for the same affiliate number:
 * one row per patient, day and movement; a discharge needs an admission on or before its day
 * not yet followed by a discharge; an admission needs the patient not to be in already.
 * A newborn is a patient of its own (the affiliate's number plus its index).
 */
export function censusProblem(history: readonly CensusEntry[], entry: CensusEntry): CensusProblem {
  const patient = history.filter((row) => row.recienNacido === entry.recienNacido);
  const same = (row: CensusEntry) =>
    row.fecha === entry.fecha && row.movimiento === entry.movimiento;
  if (patient.some(same)) return 'duplicate';
  const before = patient
    .filter(
      (row) =>
        row.fecha < entry.fecha ||
        (row.fecha === entry.fecha && ORDER[row.movimiento] <= ORDER[entry.movimiento]),
    )
    .sort((a, b) => a.fecha.localeCompare(b.fecha) || ORDER[a.movimiento] - ORDER[b.movimiento]);
  const inside = before.at(-1)?.movimiento === 'ingreso';
  if (entry.movimiento === 'egreso') return inside ? null : 'noAdmission';
  return inside ? 'alreadyAdmitted' : null;
}
