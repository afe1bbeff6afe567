import { describe, expect, it } from 'vitest';
import {
  attachment,
  BASE,
  BODIES,
  MEDICAL,
  refusedWithoutWrites,
} from '../../../../test/authorizations.ts';
import { expectError } from '../../../../test/helpers.ts';
import { EXE, pdfOfSize, readOnlySession } from '../../../../test/support-cases.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

/** Bad input answers a 4xx in Spanish in the one error shape and leaves every table as it was. */
describe('refused requests change nothing', () => {
  const ctx = twoProviderApp();
  const refuse = (
    kind: string,
    payload: object,
    status: number,
    code: string,
    message?: string | RegExp,
    headers = ctx.demo,
  ) =>
    refusedWithoutWrites(
      ctx.t,
      { url: `${BASE}/${kind}`, headers, payload },
      status,
      code,
      message,
    );

  it.each([
    [{ fechaOrden: '11/03/2026' }, 'La fecha de la orden no puede ser posterior a hoy.'],
    [
      { tipoAutorizacionMedica: 'cirugia', fechaCirugia: '01/03/2026' },
      'La fecha de cirugía no puede ser anterior a la fecha de la orden.',
    ],
  ])('a medical request with dates out of order %j', async (change, message) => {
    await refuse('autorizacion', { ...MEDICAL, ...change }, 400, 'DATES_OUT_OF_ORDER', message);
  });

  it('a surgery without its date', async () => {
    await refuse(
      'autorizacion',
      { ...MEDICAL, tipoAutorizacionMedica: 'cirugia' },
      400,
      'SURGERY_DATE_REQUIRED',
      'Indicá la fecha de cirugía.',
    );
  });

  it('a hospitalization after the order’s 60 days, or before the order', async () => {
    const notice = BODIES['aviso-internacion'];
    for (const [fechaInternacion, message] of [
      [
        '10/05/2026',
        'La fecha de internación no puede ser posterior a la validez de la orden (60 días).',
      ],
      ['08/03/2026', 'La fecha de internación no puede ser anterior a la fecha de la orden.'],
    ] as const) {
      await refuse(
        'aviso-internacion',
        { ...notice, autorizacion: { ...notice.autorizacion, fechaInternacion } },
        400,
        'DATES_OUT_OF_ORDER',
        message,
      );
    }
  });

  it('a transfer before its order', async () => {
    const transfer = BODIES['traslado-programado-cimg'];
    await refuse(
      'traslado-programado-cimg',
      { ...transfer, tramite: { ...transfer.tramite, fechaTraslado: '01/03/2026' } },
      400,
      'DATES_OUT_OF_ORDER',
      'La fecha del traslado no puede ser anterior a la fecha de la orden.',
    );
  });

  it('an unknown service, an unknown diagnosis, a foreign place', async () => {
    await refuse(
      'autorizacion',
      { ...MEDICAL, prestacion: [{ codigo: 123456, cantidad: 1 }] },
      400,
      'UNKNOWN_SERVICE',
      'La prestación 123456 no existe.',
    );
    const notice = BODIES['aviso-internacion'];
    await refuse(
      'aviso-internacion',
      { ...notice, autorizacion: { ...notice.autorizacion, diagnostico: { icd: 'Z99.99' } } },
      400,
      'UNKNOWN_DIAGNOSIS',
      'El diagnóstico no existe.',
    );
    await refuse(
      'autorizacion',
      { ...MEDICAL, lugarAtencionPrestador: 2001 },
      400,
      'UNKNOWN_PLACE',
      'El lugar de atención no pertenece al prestador.',
    );
  });

  it('an affiliate that is not active answers its §5 message', async () => {
    await refuse(
      'autorizacion',
      { ...MEDICAL, afiliado: { contra: 30000002, inte: 1 } },
      422,
      'AFFILIATE_INVALID',
      'Baja',
    );
    await refuse(
      'autorizacion',
      { ...MEDICAL, afiliado: { contra: 39999999, inte: 1 } },
      422,
      'AFFILIATE_INVALID',
      'Credencial Inexistente',
    );
  });

  // Never clamped or read as 0: a quantity out of bounds or not a whole number is refused in words.
  it.each([
    [99999999999, 'La cantidad es de hasta 99.'],
    [0, 'La cantidad debe ser al menos 1.'],
    [2.5, 'La cantidad debe ser un número entero, de 1 a 99.'],
    ['dos', 'La cantidad debe ser un número entero, de 1 a 99.'],
  ])('a service quantity of %j', async (cantidad, message) => {
    await refuse(
      'autorizacion',
      { ...MEDICAL, prestacion: [{ codigo: 420101, cantidad }] },
      400,
      'VALIDATION',
      `Los datos enviados no son válidos. body.prestacion.0.cantidad: ${message}`,
    );
  });

  it('a material or medication quantity past the limit', async () => {
    const materials = BODIES['autorizacion-con-materiales'];
    await refuse(
      'autorizacion-con-materiales',
      { ...materials, materiales: [{ descripcion: 'Placa de titanio', cantidad: 100 }] },
      400,
      'VALIDATION',
      /materiales\.0\.cantidad: La cantidad es de hasta 99\./,
    );
    const medication = BODIES['autorizacion-medicacion-unica'];
    await refuse(
      'autorizacion-medicacion-unica',
      { ...medication, medicamento: { ...medication.medicamento, cantidad: 'mucho' } },
      400,
      'VALIDATION',
      /medicamento\.cantidad: La cantidad debe ser un número entero, de 1 a 99\./,
    );
  });

  it('60 services in one request', async () => {
    const prestacion = Array.from({ length: 60 }, () => ({ codigo: 420101, cantidad: 1 }));
    await refuse(
      'autorizacion',
      { ...MEDICAL, prestacion },
      400,
      'VALIDATION',
      /hasta 20 prestaciones/,
    );
  });

  it('a service needing authorization, or not covered, is not registered without one', async () => {
    const body = BODIES['tramite-sin-autorizacion'];
    await refuse(
      'tramite-sin-autorizacion',
      { ...body, prestacion: [{ codigo: 180106, cantidad: 1 }] },
      422,
      'SERVICE_AUTHORIZABLE',
      'La prestación 180106 requiere autorización: cargala como autorización.',
    );
    await refuse(
      'tramite-sin-autorizacion',
      { ...body, prestacion: [{ codigo: 999901, cantidad: 1 }] },
      422,
      'SERVICE_NOT_COVERED',
      'Prestación no cubierta.',
    );
  });

  it('an oversize file, a disguised one, a size that lies', async () => {
    await refuse(
      'autorizacion',
      { ...MEDICAL, imagenes: [attachment('programa.pdf', EXE)] },
      400,
      'FILE_CONTENT_MISMATCH',
    );
    await refuse(
      'autorizacion',
      { ...MEDICAL, imagenes: [attachment('grande.pdf', pdfOfSize(6 * 1024 * 1024))] },
      400,
      'FILE_TOO_LARGE',
    );
    const lying = { ...attachment('orden.pdf', pdfOfSize(2000)), sizeInBytes: '10' };
    await refuse('autorizacion', { ...MEDICAL, imagenes: [lying] }, 400, 'FILE_SIZE_MISMATCH');
  });

  it("another provider's path or code answers not-found, as a number that does not exist", async () => {
    await refusedWithoutWrites(
      ctx.t,
      {
        url: '/pre/v1/autorizaciones/200001/autorizacion',
        headers: ctx.demo,
        payload: { ...MEDICAL, prestador: 200001 },
      },
      404,
      'NOT_FOUND',
    );
    await refuse('autorizacion', { ...MEDICAL, prestador: 200001 }, 404, 'NOT_FOUND');
    for (const url of [
      `${BASE}/tramites/7000201`,
      `${BASE}/tramites/7000201/pdf`,
      `${BASE}/tramites/7000201/archivos/9`,
      '/pre/v1/autorizaciones/200001/tramites/7000201',
    ]) {
      expectError(await ctx.t.inject({ method: 'GET', url, headers: ctx.demo }), 404, 'NOT_FOUND');
    }
  });

  it('a read-only session reads but cannot file or answer', async () => {
    const readOnly = await readOnlySession(ctx.t, 'demo@prestadores.test');
    const list = await ctx.t.inject({ method: 'GET', url: `${BASE}/tramites`, headers: readOnly });
    expect(list.statusCode).toBe(200);
    const body = await refuse('autorizacion', MEDICAL, 403, 'READ_ONLY', undefined, readOnly);
    expect(body.message).toBe('Tu sesión es de solo lectura: no podés hacer cambios.');
    await refusedWithoutWrites(
      ctx.t,
      { url: `${BASE}/tramites/7000102/respuesta`, headers: readOnly, payload: { texto: 'Hola' } },
      403,
      'READ_ONLY',
    );
  });
});
