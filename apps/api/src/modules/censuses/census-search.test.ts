import { describe, expect, it } from 'vitest';
import type {
  AffiliateValidationResponse,
  CensusOptionsResponse,
  CensusSearchResponse,
} from '@portal/contracts';
import { expectError } from '../../../test/helpers.ts';
import { twoProviderApp } from '../../../test/test-app.ts';
import { censusRequests } from './census-test-requests.ts';

/** The seeded census (seed/censuses.ts), dated back from TEST_NOW (10/03/2026). */
describe('the census search and the registration form’s choices', () => {
  const ctx = twoProviderApp();
  const { search } = censusRequests(() => ctx);

  it('by default shows the last 15 days of the provider, newest day first', async () => {
    const response = await search();
    expect(response.statusCode).toBe(200);
    const page = response.json<CensusSearchResponse>();
    expect(page).toMatchObject({
      fechaDesde: '20260223',
      fechaHasta: '20260310',
      pagina: 1,
      total: 5,
    });
    expect(
      page.filas.map((row) => [row.fecha, row.movimiento, row.recienNacido, row.codigo]),
    ).toEqual([
      ['09/03/2026', 'ingreso', 0, 43422003],
      ['08/03/2026', 'egreso', 0, 43422004],
      ['07/03/2026', 'ingreso', 1, 43422023],
      ['06/03/2026', 'ingreso', 0, 43422003],
      ['04/03/2026', 'ingreso', 0, 43422003],
    ]);
    expect(page.filas[1]?.afiliado).toMatchObject({
      contra: 30000003,
      nombre: 'Carlos',
      apellido: 'Medina',
    });
  });

  it('filters by movement and by affiliate, and pages with the total', async () => {
    const discharges = (await search({ movimiento: 'egreso' })).json<CensusSearchResponse>();
    expect(discharges.filas.map((row) => row.movimiento)).toEqual(['egreso']);
    const carlos = (await search({ contra: '30000003', inte: '1' })).json<CensusSearchResponse>();
    expect(carlos.filas.map((row) => row.codigo)).toEqual([43422004, 43422003]);
    const second = (await search({ cantidad: '2', pagina: '2' })).json<CensusSearchResponse>();
    expect(second).toMatchObject({ pagina: 2, cantidad: 2, total: 5 });
    expect(second.filas.map((row) => row.fecha)).toEqual(['07/03/2026', '06/03/2026']);
  });

  it('a range before the census finds nothing; a reversed one is a 400 in Spanish', async () => {
    const empty = (
      await search({ fechaDesde: '20260101', fechaHasta: '20260131' })
    ).json<CensusSearchResponse>();
    expect(empty).toMatchObject({ total: 0, filas: [] });
    expectError(
      await search({ fechaDesde: '20260310', fechaHasta: '20260301' }),
      400,
      'INVALID_RANGE',
      'La fecha desde no puede ser posterior a la fecha hasta.',
    );
  });

  it('the interior sees its own census only', async () => {
    const theirs = (await search({}, ctx.interior, 200001)).json<CensusSearchResponse>();
    expect(theirs.total).toBe(5);
    expect(new Set(theirs.filas.map((row) => row.lugarAtencion.id))).toEqual(new Set([2001]));
  });

  it('offers the places in force today, the two movements and the newborn choices', async () => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/censos/100001/opciones',
      headers: ctx.demo,
    });
    expect(response.json<CensusOptionsResponse>()).toEqual({
      lugares: [
        { id: 1001, descripcion: 'Consultorio Palermo' },
        { id: 1002, descripcion: 'Consultorio Belgrano' },
      ],
      movimientos: [
        { id: 'ingreso', descripcion: 'Ingreso' },
        { id: 'egreso', descripcion: 'Egreso' },
      ],
      recienNacidos: [
        { id: 0, descripcion: 'Paciente' },
        { id: 1, descripcion: 'Recién nacido 1' },
        { id: 2, descripcion: 'Recién nacido 2' },
        { id: 3, descripcion: 'Recién nacido 3' },
      ],
    });
  });

  it('validates the affiliate exactly as the validator does', async () => {
    const ask = (url: string, payload: object) =>
      ctx.t.inject({ method: 'POST', url, headers: ctx.demo, payload });
    for (const payload of [
      { contra: 30000001, middle: 1, inte: 1 },
      { contra: 30000002, middle: 1, inte: 1 },
      { contra: 99999999, middle: 9, inte: 99 },
    ]) {
      const census = await ask('/pre/v1/censos/100001/afiliado', payload);
      const validator = await ask('/pre/v1/validador/100001/afiliado', payload);
      expect(census.json<AffiliateValidationResponse>()).toEqual(validator.json());
    }
    expectError(
      await ask('/pre/v1/censos/200001/afiliado', { contra: 30000001, inte: 1 }),
      404,
      'NOT_FOUND',
    );
  });
});
