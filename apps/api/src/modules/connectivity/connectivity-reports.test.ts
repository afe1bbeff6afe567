import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@portal/domain/format';
import type {
  AuthorizationReportResponse,
  ConnectivityTicket,
  TransactionReportResponse,
} from '@portal/contracts';
import { DEMO, expectError } from '../../../test/helpers.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('connectivity reports: transaccionesPorPrestador and autorizaciones-por-prestador', () => {
  let t: TestApp;
  let demo: Record<string, string>;
  let cancelled: number;

  /** Enters a service as `email` on the given day, logging in then (sessions last 30 minutes). */
  async function enterOn(day: Date, email: string, provider: number, payload: object) {
    t.clock.set(day);
    const { headers } = await t.login(email);
    const response = await t.inject({
      method: 'POST',
      url: `/pre/v1/conectividad/${provider}/ingresa-prestacion`,
      headers,
      payload,
    });
    expect(response.statusCode).toBe(201);
    return { ticket: response.json<ConnectivityTicket>(), headers };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const march1 = new Date(TEST_NOW.getTime() - 9 * DAY);
    await enterOn(march1, DEMO.demo, 100001, {
      creden: '30000001 1 01',
      prestacion: 420101,
      termId: 'POS00101',
    });
    const { ticket, headers } = await enterOn(
      new Date(TEST_NOW.getTime() - 2 * DAY),
      DEMO.demo,
      100001,
      {
        creden: '30000003 1 01',
        prestacion: 170101,
        termId: 'POS00102',
        icd: 'I10',
      },
    );
    await t.inject({
      method: 'POST',
      url: '/pre/v1/conectividad/100001/ingresa-diagnostico',
      headers,
      payload: { nroTicket: ticket.nroTicket, icd: 'E11.9' },
    });
    const third = await enterOn(TEST_NOW, DEMO.demo, 100001, {
      creden: '30000001 1 01',
      prestacion: 420101,
      termId: 'POS00101',
    });
    cancelled = third.ticket.nroTicket;
    await t.inject({
      method: 'POST',
      url: '/pre/v1/conectividad/100001/anula-prestacion',
      headers: third.headers,
      payload: { nroTicket: cancelled },
    });
    await enterOn(TEST_NOW, DEMO.demo, 100001, {
      creden: '30000001 1 01',
      prestacion: 420101,
      termId: 'POS00101',
      tipoMensaje: 'II',
    });
    // Another provider's work, which the demo provider must never see.
    await enterOn(TEST_NOW, DEMO.interior, 200001, { creden: '30000001 1 01', prestacion: 420101 });
    t.clock.set(TEST_NOW);
    demo = (await t.login(DEMO.demo)).headers;
  });
  afterAll(() => t.close());

  const report = (name: string, query: string, headers = demo, provider = 100001) =>
    t.inject({ method: 'GET', url: `/pre/v1/conectividad/${provider}/${name}?${query}`, headers });

  it('lists the IP transactions of the range, oldest first, cancelled ones included', async () => {
    const response = await report(
      'transaccionesPorPrestador',
      'tipo=IP&fechaDesde=20260301&fechaHasta=20260310',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<TransactionReportResponse>();
    expect(body.truncado).toBe(false);
    expect(body.filas.map((row) => [row.codigo, row.estado, row.afiliado])).toEqual([
      ['420101', 'abierta', '30000001 1 01'],
      ['170101', 'abierta', '30000003 1 01'],
      ['420101', 'anulada', '30000001 1 01'],
    ]);
    expect(body.filas[0]).toMatchObject({
      tipo: 'IP',
      afiliadoNombre: 'Pérez, Juan',
      descripcion: 'Consulta médica en consultorio',
      mod_cobert: 'AP',
      copago: 2500,
      terminal: 'POS00101',
      usuario: 'María Laura González',
    });
  });

  it('a narrower range leaves out the other days', async () => {
    const body = (
      await report('transaccionesPorPrestador', 'tipo=IP&fechaDesde=20260308&fechaHasta=20260309')
    ).json<TransactionReportResponse>();
    expect(body.filas.map((row) => row.codigo)).toEqual(['170101']);
  });

  it('lists diagnoses (ID) and immediate services (II) under their own types', async () => {
    const diagnoses = (
      await report('transaccionesPorPrestador', 'tipo=ID&fechaDesde=20260301&fechaHasta=20260310')
    ).json<TransactionReportResponse>();
    expect(diagnoses.filas.map((row) => [row.codigo, row.descripcion])).toEqual([
      ['E11.9', 'Diabetes mellitus no insulinodependiente, sin mención de complicación'],
    ]);
    const immediate = (
      await report('transaccionesPorPrestador', 'tipo=II&fechaDesde=20260310&fechaHasta=20260310')
    ).json<TransactionReportResponse>();
    expect(immediate.filas).toHaveLength(1);
  });

  it('totals per service: open, cancelled and copayments of the open ones', async () => {
    const body = (
      await report(
        'autorizaciones-por-prestador',
        'tipo=IP&fechaDesde=20260301&fechaHasta=20260310',
      )
    ).json<AuthorizationReportResponse>();
    expect(body.filas).toEqual([
      {
        codigo: '170101',
        descripcion: 'Electrocardiograma',
        cantidad: 1,
        anuladas: 0,
        copagoTotal: 0,
      },
      {
        codigo: '420101',
        descripcion: 'Consulta médica en consultorio',
        cantidad: 1,
        anuladas: 1,
        copagoTotal: 2500,
      },
    ]);
  });

  it('exports CSV for a spreadsheet: es-AR dates and money, semicolons, BOM', async () => {
    const response = await report(
      'transaccionesPorPrestador',
      'tipo=IP&fechaDesde=20260301&fechaHasta=20260310&formato=csv',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transacciones-IP-20260301-20260310.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTicket;Fecha;Tipo;Estado;Afiliado;Nombre;Código;Descripción;Modalidad;Copago;Terminal;Usuario',
    );
    expect(lines[1]?.replace(/^\d+;/, '')).toBe(
      `01/03/2026 10:00;IP - Prestaciones;Vigente;30000001 1 01;"Pérez, Juan";420101;Consulta médica en consultorio;AP;"${formatMoney(2500)}";POS00101;María Laura González`,
    );
    expect(lines[3]).toContain(`${cancelled};10/03/2026 10:00;IP - Prestaciones;Anulada`);
    const totals = await report(
      'autorizaciones-por-prestador',
      'tipo=IP&fechaDesde=20260301&fechaHasta=20260310&formato=csv',
    );
    expect(totals.body.split('\r\n')[2]).toBe(
      `420101;Consulta médica en consultorio;1;1;"${formatMoney(2500)}"`,
    );
  });

  it("never shows another provider's transactions", async () => {
    const interior = (await t.login(DEMO.interior)).headers;
    const own = (
      await report(
        'transaccionesPorPrestador',
        'tipo=IP&fechaDesde=20260301&fechaHasta=20260310',
        interior,
        200001,
      )
    ).json<TransactionReportResponse>();
    expect(own.filas).toHaveLength(1);
    expectError(
      await report(
        'transaccionesPorPrestador',
        'tipo=IP&fechaDesde=20260301&fechaHasta=20260310',
        interior,
        100001,
      ),
      404,
      'NOT_FOUND',
    );
  });

  it.each([
    [
      'a reversed range',
      'tipo=IP&fechaDesde=20260310&fechaHasta=20260301',
      'INVALID_RANGE',
      'La fecha desde no puede ser posterior a la fecha hasta.',
    ],
    [
      'more than a year',
      'tipo=IP&fechaDesde=20250101&fechaHasta=20260310',
      'INVALID_RANGE',
      'El rango del reporte no puede superar los 366 días.',
    ],
    ['an unknown type', 'tipo=XX&fechaDesde=20260301&fechaHasta=20260310', 'VALIDATION', undefined],
    [
      'a date that does not exist',
      'tipo=IP&fechaDesde=20260230&fechaHasta=20260310',
      'VALIDATION',
      undefined,
    ],
    ['no dates', 'tipo=IP', 'VALIDATION', undefined],
  ])('refuses %s with a clear 400', async (_story, query, code, message) => {
    expectError(await report('transaccionesPorPrestador', query), 400, code, message);
    expectError(await report('autorizaciones-por-prestador', query), 400, code, message);
  });
});
