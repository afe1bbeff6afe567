import { describe, expect, it } from 'vitest';
import type { EligibilityResponse, ServiceDto } from '@portal/contracts';
import { DEMO, expectError } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { demoProviderApp } from '../../../test/test-app.ts';

describe('POST {id}/elegibilidad and GET {id}/consulta-prestaciones-exceptuadas', () => {
  const ctx = demoProviderApp();

  const eligible = (payload: object, headers = ctx.demo, provider = 100001) =>
    ctx.t.inject({
      method: 'POST',
      url: `/pre/v1/conectividad/${provider}/elegibilidad`,
      headers,
      payload,
    });

  it.each([
    [420101, 'AP', 'approved', 'Prestación aprobada.'],
    [
      180106,
      'AM',
      'authorization',
      'La prestación requiere autorización previa: continuá con el trámite de autorización.',
    ],
    [340201, 'SA', 'own-path', 'La prestación tiene un circuito de autorización propio (SA).'],
    [999901, 'NC', 'rejected', 'Prestación no cubierta.'],
  ])('Juan Pérez and service %i: %s, %s', async (prestacion, modality, kind, mensaje) => {
    const response = await eligible({ creden: '30000001 1 01', prestacion });
    expect(response.statusCode).toBe(200);
    const answer = response.json<EligibilityResponse>();
    expect(answer).toMatchObject({
      isValid: true,
      mensaje: null,
      afiliado: {
        numero: '30000001 1 01',
        nombre: 'Juan',
        apellido: 'Pérez',
        estadoDesc: 'Activo',
        plan: { codigo: 310, descripcion: 'Plan 310' },
      },
      prestacion: { codigo: prestacion },
      cobertura: { mod_cobert: modality, terminales: 'S', circulo: 'N', origenDeTransaccion: 90 },
      decision: { kind, mensaje },
    });
  });

  it('answers the affiliate alone when no service is given', async () => {
    const answer = (await eligible({ creden: '30000003 1 01' })).json<EligibilityResponse>();
    expect(answer).toMatchObject({
      isValid: true,
      mensaje: null,
      prestacion: null,
      cobertura: null,
      decision: null,
    });
  });

  it.each([
    ['30000002 1 01', 'Baja'],
    ['99999999 9 99', 'Credencial Inexistente'],
  ])('%s is not eligible: %s', async (creden, mensaje) => {
    const answer = (await eligible({ creden, prestacion: 420101 })).json<EligibilityResponse>();
    expect(answer).toMatchObject({
      isValid: false,
      mensaje,
      prestacion: null,
      cobertura: null,
      decision: null,
    });
  });

  it('says when the service does not exist', async () => {
    const answer = (
      await eligible({ creden: '30000001 1 01', prestacion: 123456 })
    ).json<EligibilityResponse>();
    expect(answer).toMatchObject({
      isValid: true,
      mensaje: 'La prestación no existe en el nomenclador.',
      cobertura: null,
    });
  });

  it('is a 400 for a malformed number, a 404 for another provider, and open to read-only sessions', async () => {
    expectError(await eligible({ creden: 'x' }), 400, 'VALIDATION');
    expectError(await eligible({ creden: '30000001 1 01' }, ctx.demo, 200001), 404, 'NOT_FOUND');
    const readOnly = (await openExternalSession(ctx.t, DEMO.demo, 'readOnly')).headers;
    expect((await eligible({ creden: '30000001 1 01' }, readOnly)).statusCode).toBe(200);
  });

  it("lists a plan's excepted services; an unknown plan has none", async () => {
    const get = (plan: string, provider = 100001) =>
      ctx.t.inject({
        method: 'GET',
        url: `/pre/v1/conectividad/${provider}/consulta-prestaciones-exceptuadas?codigoPlan=${plan}`,
        headers: ctx.demo,
      });
    const rows = (await get('310')).json<ServiceDto[]>();
    expect(rows.map((row) => row.codigo)).toEqual(
      expect.arrayContaining([120101, 430101, 220104, 290102]),
    );
    expect(rows.map((row) => row.codigo)).not.toContain(420101);
    expect((await get('999')).json()).toEqual([]);
    expectError(await get('abc'), 400, 'VALIDATION');
    expectError(await get('310', 200001), 404, 'NOT_FOUND');
  });
});
