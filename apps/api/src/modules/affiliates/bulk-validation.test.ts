import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkValidationResponse } from '@portal/contracts';
import { DEMO, expectError } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const URL = '/pre/v1/validador/validacion-masiva';

describe('POST /pre/v1/validador/validacion-masiva (bulk validation, beyond the spec)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.login(DEMO.demo)).headers;
  });
  afterAll(() => t.close());

  const send = (filas: object[], h = headers) =>
    t.inject({ method: 'POST', url: URL, headers: h, payload: { filas } });

  it('answers each demo affiliate and each demo service code, row by row', async () => {
    const response = await send([
      { fila: 2, numero: '30000001 1 01', prestacion: '420101' },
      { fila: 3, numero: '30000001 1 01', prestacion: '180106' },
      { fila: 4, numero: '30000001 1 01', prestacion: '340201' },
      { fila: 5, numero: '30000001 1 01', prestacion: '999901' },
      { fila: 6, numero: '30000002 1 01', prestacion: '420101' },
      { fila: 7, numero: ' 30000003  1 01 ' },
      { fila: 8, numero: '99999999 9 99', prestacion: '420101' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkValidationResponse>().resultados).toEqual([
      { fila: 2, numero: '30000001 1 01', valido: true, descripcion: 'Activo', modalidad: 'AP' },
      { fila: 3, numero: '30000001 1 01', valido: true, descripcion: 'Activo', modalidad: 'AM' },
      { fila: 4, numero: '30000001 1 01', valido: true, descripcion: 'Activo', modalidad: 'SA' },
      { fila: 5, numero: '30000001 1 01', valido: true, descripcion: 'Activo', modalidad: 'NC' },
      { fila: 6, numero: '30000002 1 01', valido: false, descripcion: 'Baja', modalidad: null },
      { fila: 7, numero: '30000003 1 01', valido: true, descripcion: 'Activo', modalidad: null },
      {
        fila: 8,
        numero: '99999999 9 99',
        valido: false,
        descripcion: 'Credencial Inexistente',
        modalidad: null,
      },
    ]);
  });

  it('reports malformed rows by line and goes on with the rest', async () => {
    const { resultados } = (
      await send([
        { fila: 1, numero: 'abc' },
        { fila: 2, numero: '' },
        { fila: 3, numero: '30000001 1 01', prestacion: '42O101' },
        { fila: 4, numero: '30000001 1 01', prestacion: '123456' },
        { fila: 5, numero: '30000001 2 01' },
        { fila: 6, numero: '30000001 1 01' },
      ])
    ).json<BulkValidationResponse>();
    expect(resultados.map(({ fila, valido, descripcion }) => [fila, valido, descripcion])).toEqual([
      [1, false, expect.stringContaining('tres partes separadas por espacios')],
      [
        2,
        false,
        'No se ha ingresado un afiliado. Por favor, ingrese el número de afiliado para continuar.',
      ],
      [3, false, 'El código de prestación debe ser numérico.'],
      [4, true, 'Activo. La prestación no existe en el nomenclador.'],
      [5, false, 'El número intermedio no corresponde a la credencial vigente del afiliado.'],
      [6, true, 'Activo'],
    ]);
  });

  it('validates 500 rows in one call', async () => {
    const filas = Array.from({ length: 500 }, (_, i) => ({
      fila: i + 1,
      numero: `${40000000 + Math.floor(i / 4)} 1 ${(i % 4) + 1}`,
      prestacion: '420101',
    }));
    const { resultados } = (await send(filas)).json<BulkValidationResponse>();
    expect(resultados).toHaveLength(500);
    expect(
      resultados.every((row) => row.descripcion === 'Activo' || row.descripcion === 'Baja'),
    ).toBe(true);
    expect(resultados.filter((row) => row.valido).every((row) => row.modalidad === 'AP')).toBe(
      true,
    );
  });

  it('refuses 501 rows with a 400 and the limit in Spanish', async () => {
    const filas = Array.from({ length: 501 }, (_, i) => ({ fila: i + 1, numero: '30000001 1 01' }));
    expectError(await send(filas), 400, 'VALIDATION', /Cada envío puede tener hasta 500 filas\./);
  });

  it('refuses an empty batch', async () => {
    expectError(await send([]), 400, 'VALIDATION', /El archivo no tiene filas para validar\./);
  });

  it('is open to read-only sessions (it writes nothing) and closed without a session', async () => {
    const readOnly = await openExternalSession(t, DEMO.demo, 'readOnly');
    expect((await send([{ fila: 1, numero: '30000001 1 01' }], readOnly.headers)).statusCode).toBe(
      200,
    );
    expectError(await send([{ fila: 1, numero: '30000001 1 01' }], {}), 401, 'SESSION_EXPIRED');
  });
});
