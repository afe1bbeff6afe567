import type { CensusMovement, CensusNewborn } from './codes.ts';

/** Texts of the census refusals (spec §5 names the rule; these are this product's words). */
export const CENSUS_MESSAGES = {
  noAdmission: 'No hay una admisión previa de ese paciente.',
  alreadyAdmitted:
    'El paciente ya tiene una admisión sin egreso: registrá su egreso antes de una nueva admisión.',
  overlap: 'Ese movimiento cae dentro de una internación ya registrada del paciente.',
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

export type CensusProblem = 'duplicate' | 'noAdmission' | 'alreadyAdmitted' | 'overlap' | null;

/** Same day: the admission reads before the discharge (a stay may begin and end that day). */
const ORDER: Record<CensusMovement, number> = { ingreso: 0, egreso: 1 };

const byDay = (a: CensusEntry, b: CensusEntry) =>
  a.fecha.localeCompare(b.fecha) || ORDER[a.movimiento] - ORDER[b.movimiento];

/**
 * What stops a new row, given the rows already registered under the same affiliate number.
 * A newborn is a patient of its own (the affiliate's number plus its index). One row per
 * patient, day and movement; and a patient's movements, by day, alternate admission and
 * discharge: a discharge needs an open admission before it, an admission needs the patient
 * out, and neither may fall inside a stay already registered (that is an overlap).
 */
export function censusProblem(history: readonly CensusEntry[], entry: CensusEntry): CensusProblem {
  const patient = history.filter((row) => row.recienNacido === entry.recienNacido);
  const same = (row: CensusEntry) =>
    row.fecha === entry.fecha && row.movimiento === entry.movimiento;
  if (patient.some(same)) return 'duplicate';
  const sorted = [...patient].sort(byDay);
  const previous = sorted.filter((row) => byDay(row, entry) < 0).at(-1);
  const next = sorted.find((row) => byDay(row, entry) > 0);
  if (entry.movimiento === 'egreso') {
    if (previous?.movimiento !== 'ingreso') return 'noAdmission';
    return next?.movimiento === 'egreso' ? 'overlap' : null;
  }
  if (previous?.movimiento === 'ingreso') return 'alreadyAdmitted';
  return next?.movimiento === 'ingreso' ? 'overlap' : null;
}
