import { describe, expect, it } from 'vitest';
import {
  freeText,
  INT16,
  int16,
  int16Text,
  INT32,
  int32,
  integerText,
  numericId,
  plainText,
  TEXT_MESSAGES,
} from './common-fields.ts';

type Parser = { safeParse(input: unknown): unknown };

/** The messages of a failed parse, or the parsed value. */
function outcome(schema: Parser, input: unknown): { value: unknown } | { messages: string[] } {
  const result = schema.safeParse(input) as
    { success: true; data: unknown } | { success: false; error: { issues: { message: string }[] } };
  return result.success
    ? { value: result.data }
    : { messages: result.error.issues.map((issue) => issue.message) };
}

describe('int32 and int16 (JSON numbers that fit their column)', () => {
  it.each([
    [int32, INT32.max, true],
    [int32, INT32.max + 1, false],
    [int32, INT32.min, true],
    [int32, INT32.min - 1, false],
    [int16, INT16.max, true],
    [int16, INT16.max + 1, false],
    [int16, INT16.min - 1, false],
    [int32, 1.5, false],
    [int32, '5', false],
    [int32, Number.MAX_SAFE_INTEGER * 2, false],
  ])('%#: %s is valid: %s', (schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });

  it('says a number is too big in Spanish', () => {
    expect(outcome(int32, 2_147_483_648)).toEqual({
      messages: ['El número es demasiado grande.'],
    });
  });
});

describe('integerText (paths, queries and form fields: digits only, or a number)', () => {
  it.each([
    ['5', 5],
    ['00012', 12],
    [42, 42],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %j', (input, value) => {
    expect(outcome(numericId, input)).toEqual({ value });
  });

  it.each([
    ['an exponent', '1e5'],
    ['hexadecimal', '0x10'],
    ['a decimal point', '1.0'],
    ['a plus sign', '+5'],
    ['a leading space', ' 5'],
    ['a trailing space', '5 '],
    ['nothing', ''],
    ['a NUL', '5\u0000'],
    ['Infinity', 'Infinity'],
    ['a list', ['1', '2']],
    ['a fraction', 1.5],
    ['null', null],
    ['a boolean', true],
  ])('refuses %s', (_story, input) => {
    expect(outcome(numericId, input)).toEqual({ messages: ['Debe ser un número entero.'] });
  });

  it.each([
    ['2147483648', 'El número es demasiado grande.'],
    ['9'.repeat(400), 'El número es demasiado grande.'],
    ['0', 'Debe ser un número positivo.'],
    ['-1', 'Debe ser un número positivo.'],
  ])('refuses %j out of range', (input, message) => {
    expect(outcome(numericId, input)).toEqual({ messages: [message] });
  });

  it('int16Text holds a smallint: 32767 passes, 32768 does not', () => {
    expect(outcome(int16Text(), '32767')).toEqual({ value: 32_767 });
    expect(outcome(int16Text(), '32768')).toEqual({ messages: ['El número es demasiado grande.'] });
  });

  it("takes a field's own messages and range", () => {
    const month = integerText({ min: 1, max: 12, message: 'Mes inválido.', tooBig: 'Hasta 12.' });
    expect(outcome(month, '1e1')).toEqual({ messages: ['Mes inválido.'] });
    expect(outcome(month, '13')).toEqual({ messages: ['Hasta 12.'] });
    expect(outcome(month, '12')).toEqual({ value: 12 });
  });
});

describe('plainText and freeText (no control characters)', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['a lone surrogate', 'a\ud800b'],
  ])('plainText refuses %s with the Spanish message', (_story, text) => {
    expect(outcome(plainText(20), text)).toEqual({ messages: [TEXT_MESSAGES.controlCharacters] });
    expect(outcome(freeText(20), text)).toEqual({ messages: [TEXT_MESSAGES.controlCharacters] });
  });

  it.each(['\n', '\r', '\t'])('plainText refuses %j; freeText keeps it', (control) => {
    const text = `uno${control}dos`;
    expect(outcome(plainText(20), text)).toEqual({ messages: [TEXT_MESSAGES.controlCharacters] });
    expect(outcome(freeText(20), text)).toEqual({ value: text });
  });

  it('accepts accents, ñ, emoji and symbols', () => {
    const text = 'Pérez Ñandú 😀 «€»';
    expect(outcome(plainText(40), text)).toEqual({ value: text });
  });

  it('keeps its length limit', () => {
    expect(outcome(plainText(3), 'abcd')).toEqual({ messages: ['Como máximo 3 caracteres.'] });
  });
});
