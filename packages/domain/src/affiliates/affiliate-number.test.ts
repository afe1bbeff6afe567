import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_NUMBER_MESSAGES,
  formatAffiliateNumber,
  parseAffiliateNumber,
} from './affiliate-number.ts';

const MALFORMED = AFFILIATE_NUMBER_MESSAGES.malformed;

describe('parseAffiliateNumber (spec §3: "contra middle inte", space separated)', () => {
  it.each([
    ['30000001 1 01', { contra: 30000001, middle: 1, inte: 1 }],
    ['99999999 9 99', { contra: 99999999, middle: 9, inte: 99 }],
    ['  30000001   1  01  ', { contra: 30000001, middle: 1, inte: 1 }],
    ['30000001\t1\t01', { contra: 30000001, middle: 1, inte: 1 }],
    ['30000001\u00a01\u00a001', { contra: 30000001, middle: 1, inte: 1 }],
    ['40000000 1 4', { contra: 40000000, middle: 1, inte: 4 }],
    ['123 0 0', { contra: 123, middle: 0, inte: 0 }],
  ])('reads %j', (text, value) => {
    expect(parseAffiliateNumber(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '    '],
    ['null', null],
    ['undefined', undefined],
  ])('%s is "no affiliate entered" with the §2 guard message', (_story, text) => {
    expect(parseAffiliateNumber(text)).toEqual({
      ok: false,
      problem: { kind: 'missing' },
      message:
        'No se ha ingresado un afiliado. Por favor, ingrese el número de afiliado para continuar.',
    });
  });

  it.each([
    ['two parts', '30000001 101'],
    ['one part', '30000001101'],
    ['four parts', '30000001 1 01 5'],
    ['letters', '3000000A 1 01'],
    ['dashes', '30000001-1-01'],
    ['a sign', '-30000001 1 01'],
    ['decimals', '30000001 1.0 01'],
  ])('refuses %s with a message that shows the expected shape', (_story, text) => {
    expect(parseAffiliateNumber(text)).toEqual({
      ok: false,
      problem: { kind: 'shape' },
      message: MALFORMED,
    });
    expect(MALFORMED).toContain('30000001 1 01');
  });

  // Three parts with a part too long used to be told "debe tener tres
  // partes"; the refusal now names the part and its length.
  it.each([
    [
      'a 21-digit contract',
      '999999999999999999999 1 01',
      'contra',
      21,
      'El contrato (primera parte) tiene 21 dígitos y puede tener hasta 8 (por ejemplo, 30000001 1 01).',
    ],
    [
      'an 11-digit contract',
      '99999999999 9 99',
      'contra',
      11,
      'El contrato (primera parte) tiene 11 dígitos y puede tener hasta 8 (por ejemplo, 30000001 1 01).',
    ],
    [
      'a 9-digit contract',
      '300000011 1 01',
      'contra',
      9,
      'El contrato (primera parte) tiene 9 dígitos y puede tener hasta 8 (por ejemplo, 30000001 1 01).',
    ],
    [
      'a 3-digit middle part',
      '30000001 100 01',
      'middle',
      3,
      'El número intermedio (segunda parte) tiene 3 dígitos y puede tener hasta 2 (por ejemplo, 30000001 1 01).',
    ],
    [
      'a 3-digit member',
      '30000001 1 100',
      'inte',
      3,
      'El integrante (tercera parte) tiene 3 dígitos y puede tener hasta 2 (por ejemplo, 30000001 1 01).',
    ],
    [
      'a long member after a long contract (the first part in error is named)',
      '123456789 1 123',
      'contra',
      9,
      'El contrato (primera parte) tiene 9 dígitos y puede tener hasta 8 (por ejemplo, 30000001 1 01).',
    ],
  ])('refuses %s as too long, naming the part', (_story, text, part, digits, message) => {
    expect(parseAffiliateNumber(text)).toEqual({
      ok: false,
      problem: { kind: 'too-long', part, digits },
      message,
    });
  });

  it.each([
    ['leading zeros on the contract', '0030000001 1 01', { contra: 30000001, middle: 1, inte: 1 }],
    ['a zero-padded member', '30000001 01 001', { contra: 30000001, middle: 1, inte: 1 }],
  ])('does not count %s as digits', (_story, text, value) => {
    expect(parseAffiliateNumber(text)).toEqual({ ok: true, value });
  });

  it('refuses a zero contract by naming it', () => {
    expect(parseAffiliateNumber('0 1 01')).toEqual({
      ok: false,
      problem: { kind: 'zero-contract', part: 'contra' },
      message: 'El contrato (primera parte) no puede ser 0.',
    });
  });
});

describe('formatAffiliateNumber', () => {
  it.each([
    [{ contra: 30000001, middle: 1, inte: 1 }, '30000001 1 01'],
    [{ contra: 99999999, middle: 9, inte: 99 }, '99999999 9 99'],
    [{ contra: 123, middle: 0, inte: 0 }, '123 0 00'],
    [{ contra: 30000001, middle: 12, inte: 5 }, '30000001 12 05'],
  ])('writes %j as %j, and reads it back', (number, text) => {
    expect(formatAffiliateNumber(number)).toBe(text);
    expect(parseAffiliateNumber(text)).toEqual({ ok: true, value: number });
  });
});
