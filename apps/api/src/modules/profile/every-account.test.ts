import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponse } from '@portal/contracts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ODONTOLOGY_EMAIL } from '../../seed/authorizations.ts';

const QUERY = 'entidad=2&canal=2';
const FACTURACION = 'facturacion@prestadores.test';

/**
 * Mis datos of every demo account of the README (interior@, mantenimiento@ and
 * odontologia@ got a 500 because their data failed the call's own response schema). Each account
 * reads its provider's data as its type has them: a person's document, none for a team, an
 * institution or a college.
 */
const ACCOUNTS: [email: string, code: number, tipo: string, documento: string | null][] = [
  [DEMO.demo, 100001, 'P', '23456789'],
  [DEMO.interior, 200001, 'I', null],
  [DEMO.subusuario, 100001, 'P', '23456789'],
  [DEMO.terminos, 300001, 'E', null],
  [DEMO.mantenimiento, 400001, 'P', '18765432'],
  [DEMO.colegio, 500001, 'C', null],
  [ODONTOLOGY_EMAIL, 700001, 'P', '28123456'],
];

describe('Mis datos answers every demo account with its own schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Logs in; terminos@ accepts the terms first, as the terms screen makes it do. */
  async function headersOf(email: string) {
    const login = await t.login(email);
    if (email === DEMO.terminos) {
      const terms = await t.inject({
        method: 'GET',
        url: `/pre/v1/terminos?${QUERY}`,
        headers: login.headers,
      });
      const accepted = await t.inject({
        method: 'POST',
        url: `/pre/v1/${login.modelEspecifico.idUsuario}/terminos/${terms.json<{ id: number }>().id}/aceptar?${QUERY}`,
        headers: login.headers,
        payload: { dispositivo: { id: 'vitest', nombre: 'vitest' } },
      });
      expect(accepted.statusCode).toBe(200);
    }
    return login.headers;
  }

  it.each(ACCOUNTS)('%s reads provider %i (type %s)', async (email, code, tipo, documento) => {
    const response = await t.inject({
      method: 'GET',
      url: `/pre/v1/usuarios/solicitar_datos_prestador/${code}`,
      headers: await headersOf(email),
    });
    expect(response.statusCode).toBe(200);
    const body = profileResponse.parse(response.json());
    expect(body.prestador).toMatchObject({ id: code, tipoPrestador: tipo });
    expect(body.prestador.cuit).toMatch(/^\d{11}$/);
    expect(body.datos.documentoNumero).toBe(documento);
    if (tipo !== 'P') {
      expect(body.datos).toMatchObject({
        documentoTipo: null,
        sexo: null,
        estadoCivil: null,
        fechaNacimiento: '',
      });
    }
  });

  it('facturacion@ (demo@ team, without the module) gets the permission message, not a 500', async () => {
    expectError(
      await t.inject({
        method: 'GET',
        url: '/pre/v1/usuarios/solicitar_datos_prestador/100001',
        headers: await headersOf(FACTURACION),
      }),
      403,
      'FORBIDDEN',
      TEXT.noPermission,
    );
  });
});
