import { useSyncExternalStore } from 'react';

/** The patient the index home validated: the nested pages show this one's data. */
export interface CurrentPatient {
  contra: number;
  middle: number;
  inte: number;
  nombre: string;
  apellido: string;
}

/*
 * Kept in memory only (never in storage or the address): a reload or a new tab asks for the
 * affiliate again, so a patient's number does not outlive the page that needed it.
 */
let current: CurrentPatient | null = null;
const listeners = new Set<() => void>();

export function setCurrentPatient(patient: CurrentPatient | null): void {
  current = patient;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentPatient(): CurrentPatient | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** The number as the API's patient query takes it. */
export const patientQueryOf = (patient: CurrentPatient) => ({
  contra: patient.contra,
  middle: patient.middle,
  inte: patient.inte,
});
