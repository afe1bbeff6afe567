import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TermsResponse } from '@portal/contracts';
import { DEMO, TEXT } from './helpers.ts';
import { refusedWithoutChange as refusedIn } from './refused-without-change.ts';
import { demoCase } from './support-cases.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Bad input that once answered 500: every reproduction answers a clear 4xx in the
 * one error shape and changes no row of any table. The contract fields carry the database's
 * ranges (int32, int16, text without control characters), so the database never sees them.
 */

const BEYOND_INT32 = 2_147_483_648;
const NUL = '\u0000';

let t: TestApp;
let demo: Record<string, string>;
let terminos: { headers: Record<string, string>; userId: number; termsId: number };

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.login(DEMO.demo)).headers;
  const login = await t.login(DEMO.terminos);
  const terms = await t.inject({
    method: 'GET',
    url: '/pre/v1/terminos?entidad=2&canal=2',
    headers: login.headers,
  });
  terminos = {
    headers: login.headers,
    userId: login.modelEspecifico.idUsuario,
    termsId: terms.json<TermsResponse>().id,
  };
});
afterAll(() => t.close());

const refusedWithoutChange = (request: InjectOptions, status: number, code: string) =>
  refusedIn(t, request, status, code);

const json = (method: 'POST' | 'PUT', url: string, payload: object, headers = demo) => ({
  method,
  url,
  payload,
  headers,
});

describe('integers beyond their column', () => {
  it('the curl reproduction: POST /pre/registracion/prestador with codPrestador 2147483648 (public)', async () => {
    const response = await refusedWithoutChange(
      {
        method: 'POST',
        url: '/pre/registracion/prestador',
        headers: { 'content-type': 'application/json' },
        payload: '{"codPrestador":2147483648,"cuit":"27234567891"}',
      },
      400,
      'VALIDATION',
    );
    expect(response.json<{ details: unknown }>().details).toEqual([
      { path: 'body.codPrestador', message: 'El número es demasiado grande.' },
    ]);
  });

  it.each([
    ['a number', BEYOND_INT32],
    ['text', String(BEYOND_INT32)],
    ['an exponent', '1e5'],
  ])('POST /pre/registracion/usuario with codPrestador as %s (public)', async (_story, code) => {
    await refusedWithoutChange(
      {
        method: 'POST',
        url: '/pre/registracion/usuario',
        payload: {
          codPrestador: code,
          cuit: '27234567891',
          email: 'nuevo@prestadores.test',
          nombre: 'Ana',
          apellido: 'Pérez',
          password: 'Secreto.2026',
        },
      },
      400,
      'VALIDATION',
    );
  });

  it('grabar-tramite with nroTramite 2147483648', async () => {
    await refusedWithoutChange(
      json('POST', '/pre/cap/grabar-tramite', { nroTramite: BEYOND_INT32, observacion: 'Hola' }),
      400,
      'VALIDATION',
    );
  });

  it('transicionar-tramite with nroTramite 2147483648', async () => {
    await refusedWithoutChange(
      json('PUT', '/pre/v1/prestadores/cap/transicionar-tramite', {
        nroTramite: BEYOND_INT32,
        accion: 'tramite-recibido',
        observacion: 'Adjunto lo pedido',
      }),
      400,
      'VALIDATION',
    );
  });

  it.each([
    ['one estado beyond int32', BEYOND_INT32],
    ['one estado beyond its smallint column', 32_768],
    ['a list holding one', [2, BEYOND_INT32]],
  ])('V3 cap/ConsultaTramites with %s', async (_story, estado) => {
    await refusedWithoutChange(
      json('POST', '/pre/v3/cap/ConsultaTramites', {
        ambitoPrestador: 'A',
        prestad: 100001,
        estado,
      }),
      400,
      'VALIDATION',
    );
  });

  it.each([
    ['one estado', BEYOND_INT32],
    ['a list', [32_768]],
  ])('the contact search with %s', async (_story, estado) => {
    await refusedWithoutChange(
      json('POST', '/pre/v1/contacto-prestador/consulta-tramites-contacto-prestador', {
        prestad: 100001,
        estado,
      }),
      400,
      'VALIDATION',
    );
  });

  it.each(['32768', '40000', String(BEYOND_INT32), '1e5', '0x10'])(
    'the therapeutic-token path with prepagaId %s',
    async (prepagaId) => {
      await refusedWithoutChange(
        {
          method: 'GET',
          url: `/pre/v1/validador/token-terapeutico/${prepagaId}/30000003/1`,
          headers: demo,
        },
        400,
        'VALIDATION',
      );
    },
  );

  it('1e5 is not read as 100000 in a path (a case number, a provider code)', async () => {
    for (const url of [
      `/pre/v2/cap/4.1e6/DetalleTramite`,
      `/pre/v2/cap/1e5/DetalleTramite`,
      `/pre/cap/1e5/unidades-gestion`,
      `/pre/v1/validador/1e5/lugaresDeAtencion?fecha=20260310`,
    ]) {
      await refusedWithoutChange({ method: 'GET', url, headers: demo }, 400, 'VALIDATION');
    }
  });

  it('the largest prepagaId a smallint holds is read (no such prepaga: no token needed)', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/pre/v1/validador/token-terapeutico/32767/30000003/1',
      headers: demo,
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('days the database cannot read', () => {
  it.each(['transaccionesPorPrestador', 'autorizaciones-por-prestador'])(
    'a %s report to 9999-12-31 (its range ends the day after)',
    async (report) => {
      await refusedWithoutChange(
        {
          method: 'GET',
          url: `/pre/v1/conectividad/100001/${report}?tipo=IP&fechaDesde=99991231&fechaHasta=99991231`,
          headers: demo,
        },
        400,
        'VALIDATION',
      );
    },
  );
});

describe('a NUL byte in a string', () => {
  const enter = '/pre/v1/conectividad/100001/ingresa-prestacion';
  const service = { creden: '30000001 1 01', prestacion: 420101, termId: 'POS00101' };

  it('icd in ingresa-diagnostico', async () => {
    await refusedWithoutChange(
      json('POST', '/pre/v1/conectividad/100001/ingresa-diagnostico', {
        nroTicket: 1,
        icd: `J0${NUL}`,
      }),
      400,
      'VALIDATION',
    );
  });

  it.each([
    ['termId', { termId: `POS${NUL}` }],
    ['icd', { icd: `J0${NUL}` }],
  ])('%s in ingresa-prestacion', async (_story, override) => {
    await refusedWithoutChange(json('POST', enter, { ...service, ...override }), 400, 'VALIDATION');
  });

  it.each(['validador', 'conectividad'])('descripcion in %s/terminales', async (scope) => {
    await refusedWithoutChange(
      json('POST', `/pre/v1/${scope}/terminales`, {
        codigoPrestador: 100001,
        codigo: 'NUEVA01',
        descripcion: `Caja ${NUL}`,
      }),
      400,
      'VALIDATION',
    );
  });

  it.each([
    ['dispositivo.id', { id: `disp${NUL}`, nombre: 'Chrome' }],
    ['dispositivo.nombre', { id: 'disp-1', nombre: `Chrome${NUL}` }],
  ])('%s in the terms acceptance', async (_story, dispositivo) => {
    await refusedWithoutChange(
      json(
        'POST',
        `/pre/v1/${terminos.userId}/terminos/${terminos.termsId}/aceptar?entidad=2&canal=2`,
        { dispositivo },
        terminos.headers,
      ),
      400,
      'VALIDATION',
    );
  });

  it('GET /pre/v1/modulos/%00 is the 403 of any module the caller has no entry for', async () => {
    const response = await refusedWithoutChange(
      { method: 'GET', url: '/pre/v1/modulos/%00', headers: demo },
      403,
      'FORBIDDEN',
    );
    expect(response.json<{ message: string }>().message).toBe(TEXT.noPermission);
  });

  it('other control characters are refused too, with a Spanish message', async () => {
    const response = await refusedWithoutChange(
      json('POST', '/pre/v1/conectividad/100001/ingresa-diagnostico', {
        nroTicket: 1,
        icd: 'J0\u001b',
      }),
      400,
      'VALIDATION',
    );
    expect(response.json<{ details: unknown }>().details).toEqual([
      {
        path: 'body.icd',
        message: 'El texto no puede tener caracteres de control (como el carácter nulo).',
      },
    ]);
  });

  it("an observation keeps its line breaks (the spec's free text)", async () => {
    const observacion = 'Primera línea\nSegunda línea\tcon tabulador';
    const response = await t.inject(
      json('POST', '/pre/cap/grabar-tramite', {
        nroTramite: demoCase('demo-contracting-pending'),
        observacion,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});
