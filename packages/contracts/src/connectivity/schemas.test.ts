import { describe, expect, it } from 'vitest';
import { connectivityMessage, reportQuery } from './schemas.ts';

describe('connectivityMessage (spec §3)', () => {
  it('reads the credential number and defaults type 90, IP and one unit', () => {
    expect(
      connectivityMessage.parse({ creden: ' 30000001  1 01 ', prestacion: '420101' }),
    ).toMatchObject({
      creden: { contra: 30000001, middle: 1, inte: 1 },
      prestacion: 420101,
      tipo: 90,
      tipoMensaje: 'IP',
      cantidad: 1,
    });
  });

  it('refuses a malformed credential with the domain message', () => {
    const result = connectivityMessage.safeParse({ creden: '30000001-1', prestacion: 420101 });
    expect(result.error?.issues[0]?.path).toEqual(['creden']);
    expect(result.error?.issues[0]?.message).toMatch(/tres partes separadas por espacios/);
  });

  it('refuses a transaction type other than 90', () => {
    expect(
      connectivityMessage.safeParse({ creden: '30000001 1 01', prestacion: 1, tipo: 91 }).success,
    ).toBe(false);
  });

  it('refuses an ID message type (diagnoses have their own call)', () => {
    expect(
      connectivityMessage.safeParse({ creden: '30000001 1 01', prestacion: 1, tipoMensaje: 'ID' })
        .success,
    ).toBe(false);
  });
});

describe('reportQuery', () => {
  it('takes a report type, a YYYYMMDD range and json by default', () => {
    expect(
      reportQuery.parse({ tipo: 'IP', fechaDesde: '20260301', fechaHasta: '20260310' }),
    ).toEqual({
      tipo: 'IP',
      fechaDesde: '20260301',
      fechaHasta: '20260310',
      formato: 'json',
    });
  });

  it.each([
    [{ tipo: 'XX', fechaDesde: '20260301', fechaHasta: '20260310' }],
    [{ tipo: 'IP', fechaDesde: '2026-03-01', fechaHasta: '20260310' }],
    [{ tipo: 'IP', fechaDesde: '20260301', fechaHasta: '20260310', formato: 'xls' }],
  ])('refuses %j', (query) => {
    expect(reportQuery.safeParse(query).success).toBe(false);
  });
});
