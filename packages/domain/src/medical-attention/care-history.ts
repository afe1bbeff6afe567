/** The kinds of the care history (historial): consumos, visits and hospitalizations. */
export const CARE_EVENT_KINDS = {
  consumo: 'Consumo',
  visita: 'Consulta',
  internacion: 'Internación',
} as const;
export type CareEventKind = keyof typeof CARE_EVENT_KINDS;

/** A hospitalization's days: from admission to discharge, or still open ('En curso'). */
export function stayText(desde: string, hasta: string | null): string {
  return hasta ? `${desde} al ${hasta}` : `Desde ${desde} (en curso)`;
}

/** The study kinds of estudios: reports (informes-medicos) and images. */
export const STUDY_KINDS = { informe: 'Informe médico', imagen: 'Imagen' } as const;
export type StudyKind = keyof typeof STUDY_KINDS;
