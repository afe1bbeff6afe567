import { describe, expect, it } from 'vitest';
import {
  censusEntryFields,
  censusRegistrationRequest,
  censusSearchFilters,
  censusSearchQuery,
} from './schemas.ts';

const admission = {
  afiliado: { contra: 30000001, inte: 1 },
  fecha: '10/03/2026',
  movimiento: 'ingreso',
  recienNacido: 0,
  lugarAtencionPrestador: 2001,
};

describe('censusRegistrationRequest', () => {
  it('reads an admission of the affiliate', () => {
    expect(censusRegistrationRequest.parse(admission)).toEqual(admission);
  });

  it('reads the form’s text values as numbers (selects give text)', () => {
    expect(
      censusEntryFields.parse({ ...admission, recienNacido: '2', lugarAtencionPrestador: '2001' }),
    ).toMatchObject({ recienNacido: 2, lugarAtencionPrestador: 2001 });
  });

  it.each([
    [
      'a fourth newborn',
      { recienNacido: 4 },
      'recienNacido',
      'Elegí el paciente o el recién nacido (1 a 3).',
    ],
    [
      'another movement',
      { movimiento: 'traslado' },
      'movimiento',
      'Elegí el movimiento: ingreso o egreso.',
    ],
    [
      'no place',
      { lugarAtencionPrestador: '' },
      'lugarAtencionPrestador',
      'Elegí el lugar de atención.',
    ],
    [
      'a day that does not exist',
      { fecha: '30/02/2026' },
      'fecha',
      'Ingresá una fecha real con formato dd/mm/aaaa.',
    ],
    [
      'a server-format day',
      { fecha: '20260310' },
      'fecha',
      'Ingresá una fecha real con formato dd/mm/aaaa.',
    ],
  ])('refuses %s with a Spanish message on its field', (_story, change, path, message) => {
    const result = censusRegistrationRequest.safeParse({ ...admission, ...change });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [path, message],
    ]);
  });

  it('refuses an affiliate contract of nine digits', () => {
    const result = censusRegistrationRequest.safeParse({
      ...admission,
      afiliado: { contra: 123456789, inte: 1 },
    });
    expect(result.error?.issues[0]?.path).toEqual(['afiliado', 'contra']);
  });
});

describe('censusSearchQuery', () => {
  it('defaults to page 1 of 20 rows, every filter optional', () => {
    expect(censusSearchQuery.parse({})).toEqual({ pagina: 1, cantidad: 20 });
  });

  it('reads the query’s text', () => {
    expect(
      censusSearchQuery.parse({
        fechaDesde: '20260301',
        contra: '30000001',
        inte: '1',
        pagina: '2',
      }),
    ).toMatchObject({ fechaDesde: '20260301', contra: 30000001, inte: 1, pagina: 2 });
  });

  it.each([
    [{ cantidad: '101' }, 'Como máximo 100 registros por página.'],
    [{ fechaDesde: '2026-03-01' }, 'La fecha debe tener el formato AAAAMMDD.'],
    [{ movimiento: 'alta' }, 'Elegí el movimiento: ingreso o egreso.'],
  ])('refuses %o', (query, message) => {
    expect(censusSearchQuery.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('censusSearchFilters', () => {
  it('takes every filter empty', () => {
    expect(
      censusSearchFilters.safeParse({ desde: '', hasta: '', afiliado: '', movimiento: '' }).success,
    ).toBe(true);
  });

  it('refuses a malformed affiliate number with the domain’s message', () => {
    const result = censusSearchFilters.safeParse({
      desde: '',
      hasta: '',
      afiliado: '30000001-1',
      movimiento: '',
    });
    expect(result.error?.issues[0]?.message).toMatch(/tres partes separadas por espacios/);
  });
});
