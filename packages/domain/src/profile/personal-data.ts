import type { ProviderType } from '../provider/provider.ts';

/**
 * Personal data of Mis datos by provider type (spec §1: P person, E team, I institution, C
 * college). Only a person has a document, a sex, a marital status and a birth date; a team, an
 * institution or a college is known by its CUIT, so those fields stay empty (null) for them.
 */
export function hasPersonalData(type: ProviderType): boolean {
  return type === 'P';
}

/** The personal fields of a professional-data request; null (or '' for the date) when absent. */
export interface PersonalFields {
  documentoTipo: string | null;
  documentoNumero: string | null;
  sexo: string | null;
  estadoCivil: string | null;
  /** YYYYMMDD or ''. */
  fechaNacimiento: string;
}

export const PERSONAL_DATA_MESSAGES = {
  documentTypeRequired: 'Elegí el tipo de documento.',
  documentNumberRequired: 'Ingresá el número de documento.',
  sexRequired: 'Elegí el sexo.',
  maritalStatusRequired: 'Elegí un estado civil de la lista.',
  notForOrganisations:
    'Un equipo, una institución o un colegio se identifica por su CUIT: no lleva documento, sexo, estado civil ni fecha de nacimiento.',
} as const;

const REQUIRED_OF_A_PERSON: [keyof PersonalFields, string][] = [
  ['documentoTipo', PERSONAL_DATA_MESSAGES.documentTypeRequired],
  ['documentoNumero', PERSONAL_DATA_MESSAGES.documentNumberRequired],
  ['sexo', PERSONAL_DATA_MESSAGES.sexRequired],
  ['estadoCivil', PERSONAL_DATA_MESSAGES.maritalStatusRequired],
];

/** Only these keys are read, so a whole request body can be passed. */
const PERSONAL_FIELDS: (keyof PersonalFields)[] = [
  'documentoTipo',
  'documentoNumero',
  'sexo',
  'estadoCivil',
  'fechaNacimiento',
];

const given = (value: string | null) => value !== null && value.trim() !== '';

/**
 * What the provider's type refuses in the personal fields, by field: a person must give a
 * document, sex and marital status (the birth date is optional); any other type must give none.
 * The form shows these beside each field and the server answers the first one.
 */
export function personalDataErrors(
  type: ProviderType,
  fields: PersonalFields,
): Partial<Record<keyof PersonalFields, string>> {
  const errors: Partial<Record<keyof PersonalFields, string>> = {};
  if (hasPersonalData(type)) {
    for (const [field, message] of REQUIRED_OF_A_PERSON) {
      if (!given(fields[field])) errors[field] = message;
    }
    return errors;
  }
  for (const field of PERSONAL_FIELDS) {
    if (given(fields[field])) errors[field] = PERSONAL_DATA_MESSAGES.notForOrganisations;
  }
  return errors;
}
