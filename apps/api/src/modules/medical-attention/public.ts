/**
 * What other modules may use of atencion-medica: the patient guard (receta-digital starts from
 * the same valid affiliate) and the record's prescriptions, which receta-digital writes and
 * cancels here so the recetas page shows them.
 */
export { requirePatient, type Patient } from './patient.service.ts';
export {
  cancelPrescription,
  findPrescription,
  insertPrescription,
  type NewPrescription,
} from './prescriptions.repository.ts';
