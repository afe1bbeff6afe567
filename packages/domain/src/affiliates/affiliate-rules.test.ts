import { describe, expect, it } from 'vitest';
import {
  affiliateGuardMessage,
  affiliateVerdict,
  FAILED_AFFILIATE_VERDICT,
  fiscalLookupApplies,
  type AffiliateAnswer,
} from './affiliate-rules.ts';

const ok = { error: false, error_desc: null };

describe('affiliateVerdict (spec §5 "Affiliate")', () => {
  it.each<[string, AffiliateAnswer, boolean, string | null]>([
    [
      'estado 1 is valid',
      { affiliate: { estado: '1', estadoDesc: 'Activo' }, credential: ok },
      true,
      null,
    ],
    [
      'estado 2 shows its description',
      { affiliate: { estado: '2', estadoDesc: 'Baja' }, credential: ok },
      false,
      'Baja',
    ],
    [
      'estado 3 without description is Credencial Inexistente',
      { affiliate: { estado: '3', estadoDesc: '' }, credential: ok },
      false,
      'Credencial Inexistente',
    ],
    [
      'a null description is Credencial Inexistente',
      { affiliate: { estado: '0', estadoDesc: null }, credential: ok },
      false,
      'Credencial Inexistente',
    ],
    [
      "estado ' 1' is not '1'",
      { affiliate: { estado: ' 1', estadoDesc: 'Activo' }, credential: ok },
      false,
      'Activo',
    ],
    [
      'no affiliate is Credencial Inexistente',
      { affiliate: null, credential: ok },
      false,
      'Credencial Inexistente',
    ],
    [
      'a credential error shows its description',
      {
        affiliate: { estado: '1', estadoDesc: 'Activo' },
        credential: { error: true, error_desc: 'Credencial vencida' },
      },
      false,
      'Credencial vencida',
    ],
    [
      'a credential error without description is Error en validación',
      { affiliate: { estado: '1' }, credential: { error: true, error_desc: null } },
      false,
      'Error en validación',
    ],
    [
      'a blank credential description is Error en validación',
      { affiliate: null, credential: { error: true, error_desc: '  ' } },
      false,
      'Error en validación',
    ],
    [
      '"Afiliado no encontrado" from the server is Credencial Inexistente',
      { serverMessage: 'Afiliado no encontrado' },
      false,
      'Credencial Inexistente',
    ],
    [
      '"No se encontró el afiliado" is Credencial Inexistente',
      { serverMessage: 'No se encontró el afiliado', affiliate: { estado: '1' } },
      false,
      'Credencial Inexistente',
    ],
    [
      '"Affiliate not found" is Credencial Inexistente',
      { serverMessage: 'Affiliate not found' },
      false,
      'Credencial Inexistente',
    ],
    [
      'another server message does not hide a valid affiliate',
      { serverMessage: 'OK', affiliate: { estado: '1' }, credential: ok },
      true,
      null,
    ],
  ])('%s', (_story, answer, isValid, message) => {
    expect(affiliateVerdict(answer)).toEqual({ isValid, message });
  });

  it('a failed validation yields isValid false (spec §8)', () => {
    expect(FAILED_AFFILIATE_VERDICT.isValid).toBe(false);
  });
});

describe('affiliateGuardMessage (spec §2)', () => {
  it.each<[string, boolean, { isValid: boolean } | null, string | null]>([
    [
      'nothing entered',
      false,
      null,
      'No se ha ingresado un afiliado. Por favor, ingrese el número de afiliado para continuar.',
    ],
    [
      'entered, not validated yet',
      true,
      null,
      'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
    ],
    [
      'entered and invalid',
      true,
      { isValid: false },
      'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
    ],
    ['entered and valid', true, { isValid: true }, null],
  ])('%s', (_story, entered, verdict, message) => {
    expect(affiliateGuardMessage(entered, verdict)).toBe(message);
  });
});

describe('fiscalLookupApplies (spec §7: prepagas 4, 9, 10 and 11 are excluded)', () => {
  it.each([
    [1, true],
    [2, true],
    [4, false],
    [9, false],
    [10, false],
    [11, false],
    [12, true],
  ])('prepaga %i → %s', (prepaga, applies) => {
    expect(fiscalLookupApplies(prepaga)).toBe(applies);
  });
});
