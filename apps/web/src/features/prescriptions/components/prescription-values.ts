import type { DiagnosisDto, MedicationDto } from '@portal/contracts';

/** One medication as the form holds it: the body's item, with the vademécum pick whole. */
export interface DraftItem {
  key: number;
  medicamento: MedicationDto | null;
  cantidad: number | string;
  posologia: string;
}

/** What the form holds: the body's shape, with the picked diagnosis and medications whole. */
export interface PrescriptionValues {
  diagnostico: DiagnosisDto | null;
  items: DraftItem[];
}
