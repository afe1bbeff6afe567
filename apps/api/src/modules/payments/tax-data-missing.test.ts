import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDataResponse } from '@portal/contracts';
import { DEMO, demoAccount, expectError } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ODONTOLOGY_EMAIL } from '../../seed/authorizations.ts';

const MISSING =
  'La obra social todavía no registró tu condición frente al IVA, tu inscripción en Ingresos Brutos ni tus exenciones. Para cargarlos, iniciá un caso de Contrataciones en el Centro de atención al prestador y adjuntá tu constancia de inscripción en ARCA (ex AFIP) y la de Ingresos Brutos.';

/**
 * colegio@, mantenimiento@ and odontologia@ have no tax data loaded, and the page said
 * "El recurso solicitado no existe." (a 404). They get their CUIT and name with cargados false.
 */
describe('datos impositivos of a provider the insurer has not loaded them for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [DEMO.colegio, 500001, demoAccount(DEMO.colegio).provider.cuit, 'Colegio Médico Regional'],
    [DEMO.mantenimiento, 400001, demoAccount(DEMO.mantenimiento).provider.cuit, 'Ramírez'],
    [ODONTOLOGY_EMAIL, 700001, '20281234561', 'Odontólogo'],
  ])('%s reads that none are loaded yet, with its CUIT', async (email, code, cuit, razonSocial) => {
    const { headers } = await t.login(email);
    const response = await t.inject({
      method: 'GET',
      url: `/pre/v1/prestadores/${code}/datos-impositivos`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(taxDataResponse.parse(response.json())).toEqual({ cargados: false, cuit, razonSocial });
  });

  it('without tax data the agreement is not enabled and the channel cannot be switched', async () => {
    const { headers } = await t.login(DEMO.colegio);
    expectError(
      await t.inject({ method: 'GET', url: '/pre/v1/prestadores/500001/convenio/pdf', headers }),
      409,
      'AGREEMENT_DISABLED',
      'El convenio no está habilitado para consulta en el portal.',
    );
    const refused = await refusedWithoutChange(
      t,
      {
        method: 'PUT',
        url: '/pre/v1/prestadores/500001/canal-electronico',
        headers,
        payload: { habilitado: true },
      },
      409,
      'TAX_DATA_MISSING',
    );
    expect(refused.json().message).toBe(MISSING);
  });
});
