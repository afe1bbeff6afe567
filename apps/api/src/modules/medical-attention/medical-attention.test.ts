import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  CareHistoryResponse,
  PatientAuthorizationsResponse,
  RecetasResponse,
  StudiesResponse,
  VaccinesResponse,
} from '@portal/contracts';
import { auditLog } from '../../db/schema/core.ts';
import { DEMO, expectError, TEXT } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { demoProviderApp } from '../../../test/test-app.ts';

const BASE = '/pre/v1/atencion-medica/100001';
const JUAN = 'contra=30000001&middle=1&inte=1';
const MISSING =
  'No se ha ingresado un afiliado. Por favor, ingrese el número de afiliado para continuar.';
const INVALID = 'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.';

describe('atencion-medica: a patient’s record', () => {
  const ctx = demoProviderApp();
  const get = (url: string, headers = ctx.demo) => ctx.t.inject({ method: 'GET', url, headers });
  const lastAccess = async () => {
    const [row] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'patient-data.viewed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  it('shows Juan Pérez’s vaccines, newest first, and records who looked, at whom and where', async () => {
    const response = await get(`${BASE}/vacunas?${JUAN}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<VaccinesResponse>();
    expect(body.paciente).toMatchObject({ nombre: 'Juan', apellido: 'Pérez', contra: 30000001 });
    expect(body.vacunas).toHaveLength(8);
    expect(body.vacunas[0]).toMatchObject({
      vacuna: 'Antigripal 2025 (trivalente)',
      fecha: '16/12/2025',
    });
    const access = await lastAccess();
    expect(access).toMatchObject({
      providerId: 100001,
      details: {
        referencia: 'Atención médica · Vacunas',
        pagina: 'vacunas',
        afiliado: '30000001 1 01',
      },
    });
    expect(access?.userId).toEqual(expect.any(Number));
  });

  it('pages the prescriptions 10 at a time within the dates asked, each with its items', async () => {
    const first = (
      await get(`${BASE}/recetas?${JUAN}&fecha_desde=20250101&fecha_hasta=20260105`)
    ).json<RecetasResponse>();
    expect(first).toMatchObject({ pagina: 1, cantidad: 10, total: 24 });
    expect(first.recetas).toHaveLength(10);
    expect(first.recetas[0]).toMatchObject({
      numero: '400101',
      fecha: '31/12/2025',
      prescriptor: 'Dra. Ana Ríos',
      estado: 'emitida',
      estadoDescripcion: 'Emitida',
      anulable: false,
    });
    expect(first.recetas[0]?.items[0]).toMatchObject({
      medicamento: 'Amoxicilina 500 mg',
      cantidad: 1,
    });
    const last = (
      await get(
        `${BASE}/recetas?${JUAN}&fecha_desde=20250101&fecha_hasta=20260105&cantidad=10&pagina=3`,
      )
    ).json<RecetasResponse>();
    expect(last.recetas.map((receta) => receta.numero)).toEqual([
      '400121',
      '400122',
      '400123',
      '400124',
    ]);
    const window = (
      await get(`${BASE}/recetas?${JUAN}&fecha_desde=20251201&fecha_hasta=20251231`)
    ).json<RecetasResponse>();
    expect(window.total).toBe(3);
  });

  it('refuses a reversed window, page 0 or 10,000 and a size of 500, recording nothing', async () => {
    for (const [query, message] of [
      [
        'fecha_desde=20260201&fecha_hasta=20260101',
        'La fecha desde no puede ser posterior a la fecha hasta.',
      ],
      ['pagina=0', 'La página debe estar entre 1 y 1000.'],
      ['pagina=10000', 'La página debe estar entre 1 y 1000.'],
      ['cantidad=500', 'La cantidad debe estar entre 1 y 50.'],
    ] as const) {
      const response = await refusedWithoutChange(
        ctx.t,
        { method: 'GET', url: `${BASE}/recetas?${JUAN}&${query}`, headers: ctx.demo },
        400,
        'VALIDATION',
      );
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });

  it('lists study reports and images whose signed links serve the file, and nothing without them', async () => {
    const body = (await get(`${BASE}/estudios?${JUAN}`)).json<StudiesResponse>();
    expect(body.informes.map((study) => study.titulo)).toEqual([
      'Análisis de sangre completo',
      'Ecografía abdominal',
      'Electrocardiograma',
    ]);
    expect(body.imagenes).toHaveLength(2);
    const report = await get(body.informes[0]!.url);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.headers['cache-control']).toBe('no-store');
    const image = await get(body.imagenes[0]!.url);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const [path] = body.imagenes[0]!.url.split('?');
    expectError(await get(`${path}?token=1.forged`), 404, 'NOT_FOUND');
    expectError(
      await get(`${path}?token=${encodeURIComponent(body.imagenes[1]!.token)}`),
      404,
      'NOT_FOUND',
    );
  });

  it('lists the patient’s authorizations and prints an approved one through the authorizations area', async () => {
    const body = (
      await get(`${BASE}/autorizaciones?${JUAN}`)
    ).json<PatientAuthorizationsResponse>();
    expect(body.autorizaciones.map((row) => row.nroAutorizacion)).toEqual([
      7000101, 7000102, 7000105,
    ]);
    expect(body.autorizaciones.find((row) => row.nroAutorizacion === 7000105)).toMatchObject({
      pdf: true,
      estadoDesc: 'Finalizado',
    });
    const pdf = await get(`${BASE}/autorizaciones/7000105/pdf?${JUAN}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Carlos Medina's authorization is not Juan's: not found through Juan's record.
    expectError(await get(`${BASE}/autorizaciones/7000103/pdf?${JUAN}`), 404, 'NOT_FOUND');
  });

  it('tells the care history apart: consumos, visits and hospitalizations with their stay', async () => {
    const body = (await get(`${BASE}/consumos?${JUAN}`)).json<CareHistoryResponse>();
    expect(body.visitas).toHaveLength(3);
    expect(body.consumos).toHaveLength(4);
    expect(body.internaciones[0]).toMatchObject({
      descripcion: 'Reemplazo total de cadera',
      estadia: '21/11/2025 al 25/11/2025',
    });
  });

  it('answers the §2 guard messages without a patient or with one not valid, and records nothing', async () => {
    for (const path of ['vacunas', 'recetas', 'estudios', 'autorizaciones', 'consumos']) {
      const missing = await refusedWithoutChange(
        ctx.t,
        { method: 'GET', url: `${BASE}/${path}`, headers: ctx.demo },
        400,
        'AFFILIATE_MISSING',
      );
      expect(missing.json<{ message: string }>().message).toBe(MISSING);
      const invalid = await refusedWithoutChange(
        ctx.t,
        {
          method: 'GET',
          url: `${BASE}/${path}?contra=30000002&middle=1&inte=1`,
          headers: ctx.demo,
        },
        422,
        'AFFILIATE_INVALID',
      );
      expect(invalid.json<{ message: string }>().message).toBe(INVALID);
    }
    // A middle part that is not the current credential's is not valid either.
    expectError(
      await get(`${BASE}/vacunas?contra=30000001&middle=7&inte=1`),
      422,
      'AFFILIATE_INVALID',
      INVALID,
    );
    expectError(
      await get(`${BASE}/vacunas?contra=99999999&inte=1`),
      422,
      'AFFILIATE_INVALID',
      INVALID,
    );
  });

  it('keeps the record from a user without atencion-medica and from another provider’s path', async () => {
    const sub = await ctx.t.login(DEMO.subusuario);
    expectError(
      await get(`${BASE}/vacunas?${JUAN}`, sub.headers),
      403,
      'FORBIDDEN',
      TEXT.noPermission,
    );
    expectError(await get(`/pre/v1/atencion-medica/200001/vacunas?${JUAN}`), 404, 'NOT_FOUND');
    expectError(
      await ctx.t.inject({ method: 'GET', url: `${BASE}/vacunas?${JUAN}` }),
      401,
      'SESSION_EXPIRED',
    );
  });

  it('lets a read-only session read the record, audited as the operator’s', async () => {
    const readOnly = await openExternalSession(ctx.t, DEMO.demo, 'readOnly');
    const response = await get(`${BASE}/vacunas?${JUAN}`, readOnly.headers);
    expect(response.statusCode).toBe(200);
    const rows = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient-data.viewed'), eq(auditLog.providerId, 100001)));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('names the configured support contact for the tooltip', async () => {
    const body = (await get('/pre/v1/atencion-medica/contacto')).json<{
      contacto: string;
      aviso: string;
    }>();
    expect(body.contacto).toBe('Mesa de ayuda de Prestadores, 0800-555-7738');
    expect(body.aviso).toContain('Este acceso muestra los datos del paciente.');
  });
});
