/**
 * What other modules may use of atencion-medica: the patient guard (receta-digital starts from
 * the same valid affiliate) and the record's prescriptions table is written by receta-digital
 * through here.
 */
export { requirePatient, type Patient } from './patient.service.ts';
