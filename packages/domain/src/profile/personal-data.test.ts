import { describe, expect, it } from 'vitest';
import type { ProviderType } from '../provider/provider.ts';
import {
  PERSONAL_DATA_MESSAGES as M,
  hasPersonalData,
  personalDataErrors,
  type PersonalFields,
} from './personal-data.ts';

const person: PersonalFields = {
  documentoTipo: 'DU',
  documentoNumero: '23456789',
  sexo: 'F',
  estadoCivil: 'Casado',
  fechaNacimiento: '19750312',
};
const none: PersonalFields = {
  documentoTipo: null,
  documentoNumero: null,
  sexo: null,
  estadoCivil: null,
  fechaNacimiento: '',
};

describe('personal data by provider type (spec §1)', () => {
  it.each<[ProviderType, boolean]>([
    ['P', true],
    ['E', false],
    ['I', false],
    ['C', false],
  ])('a provider of type %s has personal data: %s', (type, expected) => {
    expect(hasPersonalData(type)).toBe(expected);
  });

  it.each<[string, ProviderType, PersonalFields, Partial<Record<keyof PersonalFields, string>>]>([
    ['a person with every field', 'P', person, {}],
    ['a person without a birth date', 'P', { ...person, fechaNacimiento: '' }, {}],
    [
      'a person with nothing',
      'P',
      none,
      {
        documentoTipo: M.documentTypeRequired,
        documentoNumero: M.documentNumberRequired,
        sexo: M.sexRequired,
        estadoCivil: M.maritalStatusRequired,
      },
    ],
    [
      'a person with a blank number',
      'P',
      { ...person, documentoNumero: '  ' },
      { documentoNumero: M.documentNumberRequired },
    ],
    ['a team with nothing', 'E', none, {}],
    ['an institution with nothing', 'I', none, {}],
    ['a college with nothing', 'C', none, {}],
    [
      'an institution with a document',
      'I',
      { ...none, documentoTipo: 'DU', documentoNumero: '30123456' },
      { documentoTipo: M.notForOrganisations, documentoNumero: M.notForOrganisations },
    ],
    [
      'a college with a sex and a birth date',
      'C',
      { ...none, sexo: 'F', fechaNacimiento: '19800101' },
      { sexo: M.notForOrganisations, fechaNacimiento: M.notForOrganisations },
    ],
  ])('%s (type %s)', (_name, type, fields, expected) => {
    expect(personalDataErrors(type, fields)).toEqual(expected);
  });
});
