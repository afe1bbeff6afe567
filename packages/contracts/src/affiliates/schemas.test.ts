import { describe, expect, it } from 'vitest';
import { AFFILIATE_NUMBER_MESSAGES } from '@portal/domain/affiliates';
import {
  affiliateValidationForm,
  affiliateValidationRequest,
  bulkValidationRequest,
  fiscalDataParams,
} from './schemas.ts';

describe('affiliateValidationRequest (spec §7)', () => {
  it('accepts the spec payload, numbers as text or numbers', () => {
    expect(
      affiliateValidationRequest.parse({
        contra: '30000001',
        inte: 1,
        validador: 'web',
        recaptchaResponse: 'x',
        apiKey: 'web',
        deviceid: 'd',
      }),
    ).toMatchObject({ contra: 30000001, inte: 1 });
  });

  it.each([
    ['a 9-digit contract', { contra: 123456789, inte: 1 }, 'contra'],
    ['a negative member', { contra: 30000001, inte: -1 }, 'inte'],
    ['letters', { contra: 'abc', inte: 1 }, 'contra'],
    ['no member', { contra: 30000001 }, 'inte'],
    ['a 3-digit middle part', { contra: 30000001, middle: 100, inte: 1 }, 'middle'],
  ])('refuses %s', (_story, body, path) => {
    const result = affiliateValidationRequest.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });
});

describe('bulkValidationRequest', () => {
  const row = (fila: number) => ({ fila, numero: '30000001 1 01', prestacion: '420101' });

  it('takes up to 500 rows', () => {
    expect(
      bulkValidationRequest.safeParse({ filas: Array.from({ length: 500 }, (_, i) => row(i + 1)) })
        .success,
    ).toBe(true);
  });

  it('refuses 501 rows with a clear message', () => {
    const result = bulkValidationRequest.safeParse({
      filas: Array.from({ length: 501 }, (_, i) => row(i + 1)),
    });
    expect(result.error?.issues[0]?.message).toBe('Cada envío puede tener hasta 500 filas.');
  });

  it('refuses an empty batch', () => {
    expect(bulkValidationRequest.safeParse({ filas: [] }).error?.issues[0]?.message).toBe(
      'El archivo no tiene filas para validar.',
    );
  });

  it('leaves malformed numbers to the per-row report', () => {
    expect(
      bulkValidationRequest.safeParse({ filas: [{ fila: 1, numero: 'basura' }] }).success,
    ).toBe(true);
  });
});

describe('fiscalDataParams', () => {
  it.each([
    ['20000001', true],
    ['1234', false],
    ['20.000.001', false],
  ])('%j valid: %s', (documento, valid) => {
    expect(fiscalDataParams.safeParse({ documento }).success).toBe(valid);
  });
});

describe('affiliateValidationForm (the number as typed)', () => {
  it('reads the three parts of a number typed with extra spaces', () => {
    expect(affiliateValidationForm.parse({ afiliado: '  30000001   1  01 ' }).afiliado).toEqual({
      contra: 30000001,
      middle: 1,
      inte: 1,
    });
  });

  it.each([['30000001-1-01', AFFILIATE_NUMBER_MESSAGES.malformed]])(
    'refuses %j on the field with the domain’s message',
    (afiliado, message) => {
      const issues = affiliateValidationForm.safeParse({ afiliado }).error?.issues;
      expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['afiliado', message],
      ]);
    },
  );
});
