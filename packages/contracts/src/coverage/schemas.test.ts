import { describe, expect, it } from 'vitest';
import { coverageQuery, diagnosisByCodeRequest, servicesQuery, terminalsQuery } from './schemas.ts';

describe('coverageQuery (spec §7 coverage check)', () => {
  const query = {
    prepagaAfilmed: '1',
    codigoPlan: '310',
    fecha: '20260310',
    nomenclador: 'nn',
    prestacion: '420101',
    contratoAfilmed: '30000001',
    integranteAfilmed: '01',
    prestador: '100001',
  };

  it('reads the eight parameters from the query string', () => {
    expect(coverageQuery.parse(query)).toEqual({
      prepagaAfilmed: 1,
      codigoPlan: 310,
      fecha: '20260310',
      nomenclador: 'NN',
      prestacion: 420101,
      contratoAfilmed: 30000001,
      integranteAfilmed: 1,
      prestador: 100001,
    });
  });

  it.each([
    ['a date that does not exist', { fecha: '20260230' }, 'La fecha no existe.'],
    [
      'a date in another format',
      { fecha: '10/03/2026' },
      'La fecha debe tener el formato AAAAMMDD.',
    ],
    [
      'a service code with letters',
      { prestacion: '42O101' },
      'El código de prestación debe ser numérico.',
    ],
  ])('refuses %s', (_story, change, message) => {
    expect(coverageQuery.safeParse({ ...query, ...change }).error?.issues[0]?.message).toBe(
      message,
    );
  });
});

describe('servicesQuery (type-ahead)', () => {
  it.each([
    [{ codigo: '4201' }, true],
    [{ descripcion: 'eco' }, true],
    [{ descripcion: 'ec' }, false],
    [{}, false],
    [{ codigo: 'abc' }, false],
    [{ descripcion: 'consulta', limit: '50' }, false],
  ])('%j valid: %s', (query, valid) => {
    expect(servicesQuery.safeParse(query).success).toBe(valid);
  });
});

describe('diagnosisByCodeRequest', () => {
  it.each([
    ['J00', true],
    ['j45.9', true],
    ['J', true],
    ['E119', true],
    ['123', false],
    ['JJ00', false],
  ])('%j valid: %s', (codigo, valid) => {
    expect(diagnosisByCodeRequest.safeParse({ codigo }).success).toBe(valid);
  });
});

describe('terminalsQuery (spec §9: connectivity company code 9)', () => {
  it('accepts 9 only', () => {
    expect(terminalsQuery.safeParse({ codigoEmpresaConectividad: '9' }).success).toBe(true);
    expect(
      terminalsQuery.safeParse({ codigoEmpresaConectividad: '8' }).error?.issues[0]?.message,
    ).toBe('El código de empresa de conectividad debe ser 9.');
  });
});
