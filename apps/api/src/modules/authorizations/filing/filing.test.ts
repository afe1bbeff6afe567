import { describe, expect, it } from 'vitest';
import type { AuthorizationDetailResponse, FiledAuthorizationResponse } from '@portal/contracts';
import {
  attachment,
  BASE,
  BODIES,
  DENTAL,
  MEDICAL,
  ODONTOLOGY,
} from '../../../../test/authorizations.ts';
import { expectError } from '../../../../test/helpers.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';
import { minimalPdf } from '../../../seed/sample-files.ts';

/** Alta de trámites: every kind, filed by the demo provider, read back in its detail. */
describe('filing every kind of request', () => {
  const ctx = twoProviderApp();

  const file = (kind: string, payload: object, headers = ctx.demo, base = BASE) =>
    ctx.t.inject({ method: 'POST', url: `${base}/${kind}`, headers, payload });
  const detail = async (nro: number, headers = ctx.demo, base = BASE) =>
    (
      await ctx.t.inject({ method: 'GET', url: `${base}/tramites/${nro}`, headers })
    ).json<AuthorizationDetailResponse>();

  it.each([
    ['autorizacion', 'Autorización médica', 'C', 'estandar', 'Pendiente'],
    [
      'autorizacion-con-materiales',
      'Autorización con materiales o prótesis',
      'C',
      'integral',
      'Pendiente',
    ],
    ['autorizacion-medicacion-unica', 'Medicación única', 'C', 'estandar', 'Pendiente'],
    ['tramite-sin-autorizacion', 'Prestación sin autorización', 'C', 'estandar', 'Aprobado'],
    ['traslado-programado-cimg', 'Traslado programado', '10', 'estandar', 'Pendiente'],
    ['aviso-internacion', 'Aviso de internación', 'C', 'estandar', 'Pendiente'],
  ] as const)(
    'a %s is saved and answered as %s (type %s, %s process, %s)',
    async (kind, label, code, process, state) => {
      const response = await file(kind, BODIES[kind]);
      expect(response.statusCode).toBe(201);
      const filed = response.json<FiledAuthorizationResponse>();
      expect(filed.autorizacion).toMatchObject({
        tipo: kind,
        tipoDescripcion: label,
        tipoPrestacion: code,
        proceso: process,
        estado: { descripcion: state },
        afiliado: { contra: 30000001, inte: 1, nombre: 'Juan Pérez' },
        fechaOrden: '09/03/2026',
      });
      const read = await detail(filed.autorizacion.nroAutorizacion);
      expect(read.nroAutorizacion).toBe(filed.autorizacion.nroAutorizacion);
      expect(read.historial[0]).toMatchObject({ origen: 'prestador', estado: { id: 1 } });
    },
  );

  it('a medical request keeps every field, its sanitised observation and its files', async () => {
    const pdf = minimalPdf('Orden medica');
    const filed = (
      await file('autorizacion', {
        ...MEDICAL,
        requiereMedicacion: true,
        imagenes: [attachment('orden médica (1).pdf', pdf)],
      })
    ).json<FiledAuthorizationResponse>();
    const read = await detail(filed.autorizacion.nroAutorizacion);
    expect(read.observacion).toBe('Dolor abdominal   control');
    expect(read.lugarAtencion).toEqual({ id: 1001, descripcion: 'Consultorio Palermo' });
    expect(read.prestaciones).toEqual([
      { codigo: 180106, descripcion: 'Ecografía abdominal completa', cantidad: 1, cobertura: 'AM' },
    ]);
    expect(read.datos).toMatchObject({
      tipoAutorizacionMedica: 'practica',
      requiereMedicacion: true,
    });
    expect(read.archivos).toEqual([
      expect.objectContaining({
        fileName: 'orden medica  1.pdf',
        size: pdf.length,
        origen: 'prestador',
      }),
    ]);
    expect(read.etapas).toEqual(['Recepción', 'Auditoría médica', 'Resolución']);
    const download = await ctx.t.inject({
      method: 'GET',
      url: `${BASE}/tramites/${filed.autorizacion.nroAutorizacion}/archivos/${read.archivos[0]!.id}`,
      headers: ctx.demo,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('a surgery whose coverage is not SA goes to the integral process, with its own steps', async () => {
    const filed = (
      await file('autorizacion', {
        ...MEDICAL,
        tipoAutorizacionMedica: 'cirugia',
        fechaCirugia: '15/03/2026',
      })
    ).json<FiledAuthorizationResponse>();
    expect(filed.autorizacion.proceso).toBe('integral');
    const read = await detail(filed.autorizacion.nroAutorizacion);
    expect(read.etapas).toEqual([
      'Recepción',
      'Auditoría médica',
      'Cotización de materiales',
      'Auditoría de prestaciones',
      'Resolución',
    ]);
  });

  it('a disability request carries service type 9', async () => {
    const filed = (
      await file('autorizacion', { ...MEDICAL, tipoAutorizacionMedica: 'discapacidad' })
    ).json<FiledAuthorizationResponse>();
    expect(filed.autorizacion.tipoPrestacion).toBe('9');
  });

  it('a hospitalization notice is valid until today + 60 days and counts 1 day when not numeric', async () => {
    const filed = (
      await file('aviso-internacion', BODIES['aviso-internacion'])
    ).json<FiledAuthorizationResponse>();
    expect(filed.autorizacion.validezHasta).toBe('09/05/2026');
    const read = await detail(filed.autorizacion.nroAutorizacion);
    expect(read.datos).toMatchObject({
      diasInternacion: 1,
      diagnostico: 'J189',
      sala: 'Sala general',
    });
  });

  it.each([
    [[{ codigo: 420101, cantidad: 1 }], 'Aprobado', 'Autorización aprobada.', true],
    [
      [
        { codigo: 420101, cantidad: 1 },
        { codigo: 999901, cantidad: 1 },
      ],
      'Rechazado',
      'Prestación no cubierta.',
      false,
    ],
    [
      [{ codigo: 180106, cantidad: 1 }],
      'Pendiente',
      'El trámite quedó pendiente de auditoría.',
      false,
    ],
    [
      [{ codigo: 340201, cantidad: 1 }],
      'Pendiente',
      'El trámite quedó pendiente de auditoría.',
      false,
    ],
  ])(
    'an immediate authorization of %j is decided at once: %s',
    async (prestacion, state, message, printable) => {
      const filed = (
        await file('autorizacion-inmediata', { ...BODIES['autorizacion-inmediata'], prestacion })
      ).json<FiledAuthorizationResponse>();
      expect(filed.autorizacion.estado.descripcion).toBe(state);
      expect(filed.mensaje).toBe(message);
      expect(filed.autorizacion.validezHasta !== null).toBe(printable);
      const pdf = await ctx.t.inject({
        method: 'GET',
        url: `${BASE}/tramites/${filed.autorizacion.nroAutorizacion}/pdf`,
        headers: ctx.demo,
      });
      expect(pdf.statusCode).toBe(printable ? 200 : 409);
    },
  );

  it('the odontology provider files a dental request with service type 1; others may not', async () => {
    const t = ctx.t;
    const odontology = (await t.login(ODONTOLOGY)).headers;
    const options = await t.inject({
      method: 'GET',
      url: '/pre/v1/autorizaciones/700001/opciones',
      headers: odontology,
    });
    expect(options.json<{ esOdonto: boolean; tipos: { id: string }[] }>()).toMatchObject({
      esOdonto: true,
    });
    expect(options.json<{ tipos: { id: string }[] }>().tipos.map((k) => k.id)).toContain(
      'autorizacion-odontologica',
    );
    const dental = await file(
      'autorizacion-odontologica',
      DENTAL,
      odontology,
      '/pre/v1/autorizaciones/700001',
    );
    expect(dental.statusCode).toBe(201);
    expect(dental.json<FiledAuthorizationResponse>().autorizacion).toMatchObject({
      tipoPrestacion: '1',
      resumen: 'Tratamiento de conducto',
    });

    const demoOptions = await t.inject({
      method: 'GET',
      url: `${BASE}/opciones`,
      headers: ctx.demo,
    });
    expect(demoOptions.json<{ tipos: { id: string }[] }>().tipos.map((k) => k.id)).not.toContain(
      'autorizacion-odontologica',
    );
    const refused = await file('autorizacion-odontologica', {
      ...DENTAL,
      tramite: { ...DENTAL.tramite, prestador: 100001, lugarAtencionPrestador: 1001 },
    });
    expectError(
      refused,
      403,
      'DENTAL_ONLY',
      'Las autorizaciones odontológicas son solo para prestadores odontológicos.',
    );
  });
});
