/**
 * The patient-record pages of atencion-medica (spec §2), as the API names them: each read of one
 * is one access to a patient's data, recorded with the page's title.
 */
export const MEDICAL_RECORD_PAGES = [
  { id: 'vacunas', title: 'Vacunas' },
  { id: 'recetas', title: 'Recetas' },
  { id: 'estudios', title: 'Resultados de estudios' },
  { id: 'autorizaciones', title: 'Autorizaciones' },
  { id: 'historial', title: 'Historial de atención' },
] as const;

export type MedicalRecordPage = (typeof MEDICAL_RECORD_PAGES)[number]['id'];

/**
 * The audit_log action of an access to a patient's data (who, which patient, which page, when).
 * Named like the team's other reads ('settlement.viewed') so the admin's activity view can list it.
 */
export const PATIENT_ACCESS_ACTION = 'patient-data.viewed';

/** The reference the activity view shows: the page, never the patient. */
export function patientAccessReference(page: MedicalRecordPage): string {
  const title = MEDICAL_RECORD_PAGES.find((entry) => entry.id === page)?.title ?? page;
  return `Atención médica · ${title}`;
}

/** Who the tooltip names when the server's configuration names nobody else. */
export const DEFAULT_MEDICAL_SUPPORT_CONTACT = 'Mesa de ayuda de Prestadores, 0800-555-7738';

/** The tooltip of each nested page (spec §2), naming the configured support contact. */
export function medicalAttentionHint(contact: string): string {
  return (
    'Este acceso muestra los datos del paciente. Si encontrás algún problema, ' +
    `informalo a ${contact}.`
  );
}
