import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expectError } from './helpers.ts';
import { refusedWithoutChange as refusedIn } from './refused-without-change.ts';
import { rowCounts } from './row-counts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * The bad-input rule (a 4xx, never a 500) on the authorizations area: out-of-range numbers, unreal
 * days, NUL bytes and oversize codes answer 400 in the one error shape and change no row.
 */

const BEYOND_INT32 = 2_147_483_648;
const NUL = '\u0000';

let t: TestApp;
let demo: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.login(DEMO.demo)).headers;
});
afterAll(() => t.close());

const refusedWithoutChange = (request: InjectOptions, status: number, code: string) =>
  refusedIn(t, request, status, code);

const json = (method: 'POST' | 'PUT', url: string, payload: object) => ({
  method,
  url,
  payload,
  headers: demo,
});

describe('the authorizations area', () => {
  const medical = {
    prestador: 100001,
    lugarAtencionPrestador: 1001,
    tipoAutorizacionMedica: 'practica',
    fechaOrden: '09/03/2026',
    afiliado: { contra: 30000001, inte: 1 },
    prestacion: [{ codigo: 420101, cantidad: 1 }],
  };
  const url = (kind: string) => `/pre/v1/autorizaciones/100001/${kind}`;

  it.each([
    ['a service code beyond int32', { prestacion: [{ codigo: BEYOND_INT32, cantidad: 1 }] }],
    ['an affiliate contract beyond int32', { afiliado: { contra: BEYOND_INT32, inte: 1 } }],
    ['an inte beyond smallint', { afiliado: { contra: 30000001, inte: 40_000 } }],
    ['a quantity of 1000', { prestacion: [{ codigo: 420101, cantidad: 1000 }] }],
    ['an order date that is no real day', { fechaOrden: '31/02/2026' }],
    ['an order date in another format', { fechaOrden: '2026-03-09' }],
    ['a NUL byte in the observation', { observacion: `orden${NUL}` }],
  ])('a medical request with %s', async (_story, change) => {
    await refusedWithoutChange(
      json('POST', url('autorizacion'), { ...medical, ...change }),
      400,
      'VALIDATION',
    );
  });

  it('a request number beyond int32 in a path', async () => {
    await refusedWithoutChange(
      json('POST', `/pre/v1/autorizaciones/100001/tramites/${BEYOND_INT32}/respuesta`, {
        texto: 'Hola',
      }),
      400,
      'VALIDATION',
    );
  });

  it('an ICD code longer than the column', async () => {
    await refusedWithoutChange(
      json('POST', url('aviso-internacion'), {
        prestador: 100001,
        lugarAtencionPrestador: 1001,
        autorizacion: {
          fechaOrden: '09/03/2026',
          fechaInternacion: '10/03/2026',
          sala: { id: 1 },
          tipoInternacion: { id: 1 },
          diagnostico: { icd: 'J18.9J18.9J18.9' },
          efector: { apellidoRazonSocial: 'Dr. Gómez', matricula: { numero: 1, tipo: 'MN' } },
        },
        afiliado: { contra: 30000001, inte: 1 },
      }),
      400,
      'VALIDATION',
    );
  });

  it('a search date that is no real day', async () => {
    const before = await rowCounts(t.db);
    expectError(
      await t.inject({
        method: 'GET',
        url: '/pre/v1/autorizaciones/100001/tramites?fechaDesde=20260231',
        headers: demo,
      }),
      400,
      'VALIDATION',
    );
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
