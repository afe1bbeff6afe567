import { describe, expect, it } from 'vitest';
import { buildRequestQuery, type RequestFilters } from './search-filters';

// 10/03/2026 10:00 in Argentina.
const NOW = new Date('2026-03-10T13:00:00.000Z');
const filters = (numero: string): RequestFilters => ({
  desde: '',
  hasta: '',
  afiliado: '',
  numero,
  estado: '',
});

describe('the request number of Estado de Trámites, read as the search call reads it', () => {
  it.each([
    ['7000101', 7000101],
    [' 42 ', 42],
    ['2147483647', 2147483647],
  ])('%j searches number %i', (numero, nroAutorizacion) => {
    const built = buildRequestQuery(filters(numero), NOW);
    expect(built.ok && built.query.nroAutorizacion).toBe(nroAutorizacion);
  });

  it.each([
    ['12a', 'El número de trámite tiene solo dígitos.'],
    ['1e5', 'El número de trámite tiene solo dígitos.'],
    ['2147483648', 'El número es demasiado grande.'],
    ['9999999999', 'El número es demasiado grande.'],
    ['0', 'Debe ser un número positivo.'],
  ])('%j is refused on its field: %s', (numero, message) => {
    expect(buildRequestQuery(filters(numero), NOW)).toEqual({
      ok: false,
      errors: { numero: message },
    });
  });
});
