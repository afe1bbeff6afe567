/**
 * Census movements and their codes (spec §5 "Newborn codes"): an inpatient's admission
 * (ingreso) or discharge (egreso), for the affiliate or for one of up to three newborns
 * registered under the mother's affiliate number.
 */
export const CENSUS_MOVEMENTS = ['ingreso', 'egreso'] as const;
export type CensusMovement = (typeof CENSUS_MOVEMENTS)[number];

export const CENSUS_MOVEMENT_LABELS: Record<CensusMovement, string> = {
  ingreso: 'Ingreso',
  egreso: 'Egreso',
};

/** 0 is the affiliate; 1 to 3 the newborns under the affiliate's number. */
export const CENSUS_NEWBORNS = [0, 1, 2, 3] as const;
export type CensusNewborn = (typeof CENSUS_NEWBORNS)[number];

export const CENSUS_NEWBORN_LABELS: Record<CensusNewborn, string> = {
  0: 'Paciente',
  1: 'Recién nacido 1',
  2: 'Recién nacido 2',
  3: 'Recién nacido 3',
};

/** The spec's table, written out: the codes are read by the insurer, never computed there. */
const CENSUS_CODES: Record<CensusMovement, Record<CensusNewborn, number>> = {
  ingreso: { 0: 43422003, 1: 43422023, 2: 43422033, 3: 43422043 },
  egreso: { 0: 43422004, 1: 43422024, 2: 43422034, 3: 43422044 },
};

/** The code a census row carries for a movement of the patient or of newborn 1 to 3. */
export function censusCode(movement: CensusMovement, newborn: CensusNewborn): number {
  return CENSUS_CODES[movement][newborn];
}

export function isCensusNewborn(value: number): value is CensusNewborn {
  return (CENSUS_NEWBORNS as readonly number[]).includes(value);
}
