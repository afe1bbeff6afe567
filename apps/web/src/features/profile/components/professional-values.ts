import type { ProfessionalData } from '@portal/contracts';
import type { LicenceKind } from '@portal/domain/profile';

/** One licence as the form edits it. */
export interface LicenceValue {
  tipo: LicenceKind;
  numero: string;
  /** The province's name for a provincial licence; '' otherwise. */
  provincia: string;
}

/**
 * The form keeps the body's shape but for the typed date, the checkbox ids, the provinces and
 * the personal fields, '' where the body has null (a select or a box holds text).
 */
export interface ProfessionalValues extends Omit<
  ProfessionalData,
  | 'fechaNacimiento'
  | 'especialidades'
  | 'matriculas'
  | 'documentoTipo'
  | 'documentoNumero'
  | 'sexo'
  | 'estadoCivil'
> {
  documentoTipo: NonNullable<ProfessionalData['documentoTipo']> | '';
  documentoNumero: string;
  sexo: NonNullable<ProfessionalData['sexo']> | '';
  estadoCivil: NonNullable<ProfessionalData['estadoCivil']> | '';
  fechaNacimiento: string;
  especialidades: string[];
  matriculas: LicenceValue[];
}
