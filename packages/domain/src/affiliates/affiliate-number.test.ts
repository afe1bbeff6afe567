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
    ['a zero contract', '0 1 01'],
  ])('refuses %s with a message that shows the expected shape', (_story, text) => {
    expect(parseAffiliateNumber(text)).toEqual({ ok: false, message: MALFORMED });
    expect(MALFORMED).toContain('30000001 1 01');
  });

  it.each([
    ['a 9-digit contract', '300000011 1 01'],
    ['a 3-digit middle part', '30000001 100 01'],
    ['a 3-digit member', '30000001 1 100'],
  ])('refuses %s as too long', (_story, text) => {
    expect(parseAffiliateNumber(text)).toEqual({
      ok: false,
      message: AFFILIATE_NUMBER_MESSAGES.tooLong,
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
