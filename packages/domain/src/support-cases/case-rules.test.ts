import { describe, expect, it } from 'vitest';
import { operatorActionResult, caseTaskName } from './actions.ts';
import {
  caseEmails,
  caseSaveErrorText,
  isOdontologyProvider,
  odontologyFlag,
  settlementCaseFields,
} from './case-rules.ts';

describe('e-mails on a case (spec §5)', () => {
  it.each([
    ['none picked: the logged-in e-mail', [], ['yo@p.test']],
    ['blank entries count as none', ['  ', ''], ['yo@p.test']],
    ['the picked ones', ['a@p.test', 'b@p.test'], ['a@p.test', 'b@p.test']],
    ['repeated ones once', ['a@p.test', ' a@p.test '], ['a@p.test']],
  ])('%s', (_story, selected, expected) => {
    expect(caseEmails(selected, 'yo@p.test')).toEqual(expected);
  });
});

describe('settlement case (spec §5: expediente number, trimmed comprobante number and type)', () => {
  it('cleans a complete expediente (office 1, trimmed numbers)', () => {
    expect(
      settlementCaseFields({
        numero: ' 2026-0042 ',
        comprobante: { numero: '  0001-00012345 ', tipo: 'FA' },
      }),
    ).toEqual({
      ok: true,
      expediente: {
        oficina: 1,
        numero: '2026-0042',
        comprobante: { numero: '0001-00012345', tipo: 'FA' },
      },
    });
  });

  const numero = (message: string) => ({ path: 'capObject.expediente.numero', message });
  const comprobante = (message: string) => ({
    path: 'capObject.expediente.comprobante.numero',
    message,
  });
  const tipo = (message: string) => ({ path: 'capObject.expediente.comprobante.tipo', message });

  it.each([
    [
      'no expediente at all',
      undefined,
      [
        numero('Ingresá el número de expediente.'),
        comprobante('Ingresá el número de comprobante.'),
        tipo('Elegí el tipo de comprobante.'),
      ],
    ],
    [
      'a missing expediente number',
      { numero: '', comprobante: { numero: '1', tipo: 'FA' } },
      [numero('Ingresá el número de expediente.')],
    ],
    [
      'a comprobante number of blanks',
      { numero: '7', comprobante: { numero: '   ', tipo: 'FA' } },
      [comprobante('Ingresá el número de comprobante.')],
    ],
    [
      'no type',
      { numero: '7', comprobante: { numero: '1', tipo: '' } },
      [tipo('Elegí el tipo de comprobante.')],
    ],
    [
      'an unknown type',
      { numero: '7', comprobante: { numero: '1', tipo: 'ZZ' } },
      [tipo('Elegí el tipo de comprobante.')],
    ],
  ])('refuses %s, each problem on its field of the new-case body', (_story, input, problems) => {
    expect(settlementCaseFields(input)).toEqual({ ok: false, problems });
  });
});

describe('request-save errors (spec §7)', () => {
  it.each([
    [
      { statusCode: 400, message: 'Ingresá el número de expediente.' },
      'Ingresá el número de expediente.',
    ],
    [{ statusCode: 400, message: '' }, 'Error'],
    [{ statusCode: 409, message: 'Conflicto' }, 'Error'],
    [
      { statusCode: 429, message: 'Podés volver a intentar en 6 minutos.' },
      'Podés volver a intentar en 6 minutos.',
    ],
    [{ statusCode: 429, message: '' }, 'Error'],
    [{ statusCode: 500, message: 'Ocurrió un problema' }, 'Error'],
    [{}, 'Error'],
  ])('%j shows %j', (error, text) => {
    expect(caseSaveErrorText(error)).toBe(text);
  });
});

describe('odontology provider (spec §5: esOdonto S)', () => {
  it.each([
    ['S', true],
    ['N', false],
    ['s', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (flag, expected) => {
    expect(isOdontologyProvider(flag)).toBe(expected);
  });

  it('the motivos flag', () => {
    expect([odontologyFlag(true), odontologyFlag(false)]).toEqual(['S', 'N']);
  });
});

describe('operator actions', () => {
  it.each([
    [1, 'solicitar-informacion', 2],
    [3, 'solicitar-informacion', 2],
    [1, 'en-proceso', 3],
    [2, 'en-proceso', 3],
    [2, 'finalizar', 4],
    [3, 'rechazar', 5],
    [1, 'cerrar', 6],
    [1, 'observacion', 1],
    [2, 'observacion', 2],
  ] as const)('from estado %i, %s leaves estado %i', (estado, action, target) => {
    expect(operatorActionResult(estado, action)).toEqual({ ok: true, estado: target });
  });

  it.each([
    [4, 'observacion', 'El trámite está finalizado y no admite cambios.'],
    [5, 'solicitar-informacion', 'El trámite está finalizado y no admite cambios.'],
    [6, 'finalizar', 'El trámite está finalizado y no admite cambios.'],
    [2, 'solicitar-informacion', 'El trámite ya está en ese estado.'],
    [3, 'en-proceso', 'El trámite ya está en ese estado.'],
  ] as const)('from estado %i, %s is refused', (estado, action, message) => {
    expect(operatorActionResult(estado, action)).toEqual({ ok: false, message });
  });

  it.each([
    [1, 'Recepción del trámite'],
    [2, 'Espera de respuesta del prestador'],
    [3, 'Análisis'],
    [4, 'Cierre'],
    [6, 'Cierre'],
  ])('estado %i is the task %j', (estado, name) => {
    expect(caseTaskName(estado)).toBe(name);
  });
});
