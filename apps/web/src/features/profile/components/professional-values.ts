import type { ProfessionalData } from '@portal/contracts';
import type { LicenceKind } from '@portal/domain';

/** One licence as the form edits it. */
export interface LicenceValue {
  tipo: LicenceKind;
  numero: string;
  /** The province's name for a provincial licence; '' otherwise. */
  provincia: string;
}

/** The form keeps the body's shape but for the typed date, the checkbox ids and the provinces. */
export interface ProfessionalValues extends Omit<
  ProfessionalData,
  'fechaNacimiento' | 'especialidades' | 'matriculas'
> {
  fechaNacimiento: string;
  especialidades: string[];
  matriculas: LicenceValue[];
}
