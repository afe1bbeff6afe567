import { describe, expect, it } from 'vitest';
import { buildSearchRequest, EMPTY_FILTERS, type SearchFilters } from './search-request';

// 2026-03-10 10:00 in Argentina.
const NOW = new Date('2026-03-10T13:00:00.000Z');
const A = { code: 100001, ambit: 'A' as const };
const I = { code: 200001, ambit: 'I' as const };

const filters = (overrides: Partial<SearchFilters>): SearchFilters => ({
  ...EMPTY_FILTERS,
  ...overrides,
});

describe('search payload (spec §5 through the domain rules)', () => {
  it.each([
    ['no dates: the last 15 days up to now', {}, '2026/02/23', '2026/03/11'],
    ['only a start: up to now', { desde: '01/03/2026' }, '2026/03/01', '2026/03/11'],
    ['only an end: the 15 days before it', { hasta: '28/02/2026' }, '2026/02/13', '2026/03/01'],
    [
      'both: the end sent plus one day',
      { desde: '31/01/2026', hasta: '28/02/2026' },
      '2026/01/31',
      '2026/03/01',
    ],
  ])('%s', (_name, dates, fechaDesde, fechaHasta) => {
    const built = buildSearchRequest(filters(dates), A, NOW);
    expect(built.ok && built.request).toEqual({
      ambitoPrestador: 'A',
      prestad: 100001,
      fechaDesde,
      fechaHasta,
    });
  });

  it.each([
    ['1/3/2026', '2026/03/01'],
    [' 01/03/2026 ', '2026/03/01'],
  ])('"%s" is read as day/month/year', (desde, fechaDesde) => {
    const built = buildSearchRequest(filters({ desde }), A, NOW);
    expect(built.ok && built.request.fechaDesde).toBe(fechaDesde);
  });

  it.each(['2026-03-01', '03/15/2026', '1/3/26'])('"%s" is not a dd/mm/aaaa date', (desde) => {
    expect(buildSearchRequest(filters({ desde }), A, NOW)).toEqual({
      ok: false,
      errors: { desde: 'Ingresá una fecha real con formato dd/mm/aaaa.' },
    });
  });

  it.each([
    ['AMBA keeps area 2', A, '2', 2],
    ['interior reads area 2 as 17', I, '2', 17],
    ['other areas stay', I, '24', 24],
  ])('%s', (_name, provider, areaId, motivoId) => {
    const built = buildSearchRequest(filters({ areaId }), provider, NOW);
    expect(built.ok && built.request.motivoId).toBe(motivoId);
  });

  it.each([
    ['Pendiente', [1]],
    ['Observado', [2]],
    ['En Proceso', [3]],
    ['Finalizado', [4, 5, 6]],
  ] as const)('the %s filter asks for states %j', (estado, states) => {
    const built = buildSearchRequest(filters({ estado }), A, NOW);
    expect(built.ok && built.request.estado).toEqual(states);
  });

  it.each([
    [
      'a start after the end',
      { desde: '05/03/2026', hasta: '01/03/2026' },
      { hasta: 'La fecha desde no puede ser posterior a la fecha hasta.' },
    ],
    [
      'more than a year',
      { desde: '01/01/2024', hasta: '01/03/2026' },
      { desde: 'El rango de búsqueda no puede superar un año.' },
    ],
    [
      'a date that does not exist',
      { desde: '30/02/2026' },
      { desde: 'Ingresá una fecha real con formato dd/mm/aaaa.' },
    ],
  ])('%s is refused with its message', (_name, dates, errors) => {
    expect(buildSearchRequest(filters(dates), A, NOW)).toEqual({ ok: false, errors });
  });
});
