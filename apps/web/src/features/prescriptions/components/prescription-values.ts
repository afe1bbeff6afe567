import type { DiagnosisDto, MedicationDto } from '@portal/contracts';

/** One medication as the form holds it: the body's item, with the vademécum pick whole. */
export interface DraftItem {
  key: number;
  medicamento: MedicationDto | null;
  /** As typed: the schema refuses what is no whole number from 1 to the limit, never clamps it. */
  cantidad: string;
  posologia: string;
}

/** What the form holds: the body's shape, with the picked diagnosis and medications whole. */
export interface PrescriptionValues {
  diagnostico: DiagnosisDto | null;
  items: DraftItem[];
}
