import { describe, expect, it } from 'vitest';
import type { AuthorizationDetailResponse, RequestSearchResponse } from '@portal/contracts';
import { serverSearchDates, typedSearchWindow } from '@portal/domain/support-cases';
import { BASE } from '../../../../test/authorizations.ts';
import { expectError } from '../../../../test/helpers.ts';
import { pdfText } from '../../../../test/pdf.ts';
import { TEST_NOW, twoProviderApp } from '../../../../test/test-app.ts';
import { code39Modules } from './barcode.ts';

/** Estado de Trámites on the seeded requests (TEST_NOW is 10/03/2026). */
describe('Estado de Trámites', () => {
  const ctx = twoProviderApp();
  const search = async (query: string, headers = ctx.demo) => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: `${BASE}/tramites?${query}`,
      headers,
    });
    return response;
  };
  const numbers = (response: { json: () => unknown }) =>
    (response.json() as RequestSearchResponse).items.map((item) => item.nroAutorizacion);

  it('by default shows the last 15 days, newest first, with the status display', async () => {
    const response = await search('');
    expect(response.statusCode).toBe(200);
    const body = response.json<RequestSearchResponse>();
    expect(body).toMatchObject({
      total: 3,
      pagina: 1,
      cantidad: 20,
      fechaDesde: '20260223',
      fechaHasta: '20260310',
    });
    expect(
      body.items.map((item) => [
        item.nroAutorizacion,
        item.estado.display,
        item.estado.descripcion,
      ]),
    ).toEqual([
      [7000101, 'Pendiente', 'Pendiente'],
      [7000102, 'Observado', 'Observado'],
      [7000103, 'Finalizado', 'Aprobado'],
    ]);
    expect(body.items[1]).toMatchObject({ proceso: 'integral', etapa: 'Cotización de materiales' });
    // The whole affiliate number (spec §3), so every screen prints "30000001 1 01".
    expect(body.items[0]?.afiliado).toEqual({
      contra: 30000001,
      middle: 1,
      inte: 1,
      nombre: 'Juan Pérez',
    });
  });

  it('with only a start date searches until today; the end sent is the day after the last', async () => {
    expect(numbers(await search('fechaDesde=20260101'))).toEqual([
      7000101, 7000102, 7000103, 7000104, 7000105,
    ]);
    // 7000104 was filed 25 days before 10/03 (13/02), 7000105 45 days before (24/01).
    expect(numbers(await search('fechaDesde=20260124&fechaHasta=20260214'))).toEqual([
      7000104, 7000105,
    ]);
    expect(numbers(await search('fechaDesde=20260124&fechaHasta=20260213'))).toEqual([7000105]);
  });

  it('a search whose "hasta" is today, sent as the page sends it, finds today’s request', async () => {
    // 7000101 was filed three days before TEST_NOW: make that day today.
    const today = new Date(TEST_NOW.getTime() - 3 * 24 * 60 * 60 * 1000 + 2 * 60 * 60 * 1000);
    ctx.t.clock.set(today);
    try {
      const asTheFormSends = (hasta: string) => {
        const typed = typedSearchWindow({ desde: '', hasta }, today);
        if (!typed.ok) throw new Error(typed.message);
        return new URLSearchParams(serverSearchDates(typed.window)).toString();
      };
      const todays = await search(asTheFormSends('07/03/2026'));
      expect(numbers(todays)).toContain(7000101);
      expect(todays.json<RequestSearchResponse>()).toMatchObject({
        fechaDesde: '20260220',
        fechaHasta: '20260307',
      });
      expect(numbers(await search(asTheFormSends('06/03/2026')))).not.toContain(7000101);
    } finally {
      ctx.t.clock.set(TEST_NOW);
    }
  });

  it('filters by affiliate, number and state, and pages with the total', async () => {
    const range = 'fechaDesde=20260101';
    expect(numbers(await search(`${range}&contra=30000003&inte=1`))).toEqual([7000103, 7000104]);
    expect(numbers(await search(`${range}&nroAutorizacion=7000104`))).toEqual([7000104]);
    expect(numbers(await search(`${range}&estado=finalizado`))).toEqual([
      7000103, 7000104, 7000105,
    ]);
    expect(numbers(await search(`${range}&estado=observado`))).toEqual([7000102]);
    const page = (await search(`${range}&pagina=2&cantidad=2`)).json<RequestSearchResponse>();
    expect(page.items.map((item) => item.nroAutorizacion)).toEqual([7000103, 7000104]);
    expect(page.total).toBe(5);
  });

  it('refuses dates out of order in Spanish', async () => {
    expectError(
      await search('fechaDesde=20260310&fechaHasta=20260301'),
      400,
      'DATES_OUT_OF_ORDER',
      'La fecha desde no puede ser posterior a la fecha hasta.',
    );
  });

  it('never lists another provider’s requests, even by number', async () => {
    expect(numbers(await search('fechaDesde=20260101&nroAutorizacion=7000201'))).toEqual([]);
    expectError(
      await ctx.t.inject({
        method: 'GET',
        url: '/pre/v1/autorizaciones/200001/tramites',
        headers: ctx.demo,
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('exports the list as es-AR CSV', async () => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: `${BASE}/tramites-csv?fechaDesde=20260101&contra=30000003`,
      headers: ctx.demo,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFNúmero;Fecha;Tipo;Afiliado;Nombre;Prestación;Etapa;Estado;Válida hasta',
      '7000103;26/02/2026;Medicación única;30000003 1 01;Carlos Medina;Medicación oncológica oral;Resolución;Aprobado;28/03/2026',
      '7000104;13/02/2026;Autorización médica;30000003 1 01;Carlos Medina;Colecistectomía laparoscópica;Resolución;Rechazado;',
      '',
    ]);
  });

  it('shows a request whole: fields, files, the insurer’s observation, history and steps', async () => {
    const detail = (
      await ctx.t.inject({ method: 'GET', url: `${BASE}/tramites/7000102`, headers: ctx.demo })
    ).json<AuthorizationDetailResponse>();
    expect(detail).toMatchObject({
      tipo: 'autorizacion-con-materiales',
      observacionAuditor: 'Adjuntar presupuesto actualizado del material protésico.',
      lugarAtencion: { id: 1001, descripcion: 'Consultorio Palermo' },
      prestaciones: [{ codigo: 120101, cantidad: 1 }],
    });
    expect(detail.archivos.map((file) => file.fileName)).toEqual([
      'orden-cirugia.pdf',
      'rx-rodilla.png',
    ]);
    expect(
      detail.historial.map((event) => [event.origen, event.estado.descripcion, event.etapa]),
    ).toEqual([
      ['prestador', 'Pendiente', 'Auditoría médica'],
      ['auditor', 'Pendiente', 'Cotización de materiales'],
      ['auditor', 'Observado', 'Cotización de materiales'],
    ]);
  });

  it('prints an approved authorization as a real PDF with its number as a barcode', async () => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: `${BASE}/tramites/7000105/pdf`,
      headers: ctx.demo,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const shown of [
      'Autorización N° 7000105',
      '30000001 1 01',
      'Juan Pérez',
      'Cirugía de mediana complejidad',
      '25/03/2026',
    ]) {
      expect(text).toContain(shown);
    }
    expectError(
      await ctx.t.inject({ method: 'GET', url: `${BASE}/tramites/7000101/pdf`, headers: ctx.demo }),
      409,
      'NOT_APPROVED',
    );
  });
});

describe('Code 39 of a request number', () => {
  it.each([
    ['0', '100010111011101' + '0' + '101000111011101' + '0' + '100010111011101'],
    ['7', '100010111011101' + '0' + '101000101110111' + '0' + '100010111011101'],
  ])('%s is drawn as the standard 3:1 modules', (digits, modules) => {
    expect(code39Modules(digits)).toBe(modules);
  });
});
