import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserConfigResponse } from '@portal/contracts';
import { moduleCatalogue } from '../../seed/module-catalogue.ts';
import { DEMO, demoAccount, expectError, tableCounts, userIdOf } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** What DEMO-DATA.md promises each account shows, as the user-config call answers it. */
const EXPECTED = [
  {
    email: DEMO.demo,
    provider: { id: 100001, tipo: 'P', localidad: 'Palermo' },
    admin: true,
    managementUnit: [5],
    hospitalizationInAffiliateValidation: false,
    isCircle: false,
    userHasDOC24Permission: true,
    medicalHistoryEnable: true,
    cap: true,
    userHasAcceptedTerms: true,
  },
  {
    email: DEMO.interior,
    provider: { id: 200001, tipo: 'I', localidad: 'Córdoba' },
    admin: true,
    managementUnit: [6],
    hospitalizationInAffiliateValidation: true,
    isCircle: false,
    userHasDOC24Permission: false,
    medicalHistoryEnable: false,
    cap: false,
    userHasAcceptedTerms: true,
  },
  {
    email: DEMO.subusuario,
    // A sub-user of the demo provider: the provider's flags, not the admin's.
    provider: { id: 100001, tipo: 'P', localidad: 'Palermo' },
    admin: false,
    managementUnit: [5],
    hospitalizationInAffiliateValidation: false,
    isCircle: false,
    userHasDOC24Permission: false,
    medicalHistoryEnable: true,
    cap: false,
    userHasAcceptedTerms: true,
  },
  {
    email: DEMO.terminos,
    provider: { id: 300001, tipo: 'E', localidad: 'San Isidro' },
    admin: true,
    managementUnit: [5],
    hospitalizationInAffiliateValidation: false,
    isCircle: false,
    userHasDOC24Permission: false,
    medicalHistoryEnable: false,
    cap: false,
    userHasAcceptedTerms: false,
  },
  {
    email: DEMO.mantenimiento,
    provider: { id: 400001, tipo: 'P', localidad: 'Caballito' },
    admin: true,
    managementUnit: [5],
    hospitalizationInAffiliateValidation: false,
    isCircle: false,
    userHasDOC24Permission: false,
    medicalHistoryEnable: false,
    cap: false,
    userHasAcceptedTerms: true,
  },
  {
    email: DEMO.colegio,
    provider: { id: 500001, tipo: 'C', localidad: 'Rosario' },
    admin: true,
    managementUnit: [5, 6],
    hospitalizationInAffiliateValidation: false,
    isCircle: true,
    userHasDOC24Permission: false,
    medicalHistoryEnable: false,
    cap: false,
    userHasAcceptedTerms: true,
  },
] as const;

const CATALOGUE_IDS = moduleCatalogue().map((entry) => entry.id);

describe('POST /pre/v1/user-config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function configOf(email: string) {
    const login = await t.login(email);
    const response = await t.inject({
      method: 'POST',
      url: '/pre/v1/user-config',
      headers: login.headers,
      payload: { modelEspecifico: login.modelEspecifico },
    });
    expect(response.statusCode).toBe(200);
    return response.json<UserConfigResponse>();
  }

  it.each(EXPECTED)('$email gets the flags DEMO-DATA.md promises', async (expected) => {
    const config = await configOf(expected.email);
    const account = demoAccount(expected.email);

    expect({
      managementUnit: config.managementUnit,
      hospitalizationInAffiliateValidation: config.hospitalizationInAffiliateValidation,
      isCircle: config.isCircle,
      userHasDOC24Permission: config.userHasDOC24Permission,
      medicalHistoryEnable: config.medicalHistoryEnable,
      cap: config.userPermissions.cap.active,
      userHasAcceptedTerms: config.userHasAcceptedTerms,
      admin: config.userDetail.admin,
    }).toEqual({
      managementUnit: expected.managementUnit,
      hospitalizationInAffiliateValidation: expected.hospitalizationInAffiliateValidation,
      isCircle: expected.isCircle,
      userHasDOC24Permission: expected.userHasDOC24Permission,
      medicalHistoryEnable: expected.medicalHistoryEnable,
      cap: expected.cap,
      userHasAcceptedTerms: expected.userHasAcceptedTerms,
      admin: expected.admin,
    });
    expect(config.mode).toBe('user');
    expect(config.userSurveyResponse).toBeNull();
    expect(config.userPermissions.habilitarTodo).toBe(false);
    expect(config.userDetail).toMatchObject({
      idUsuario: await userIdOf(t.db, expected.email),
      email: expected.email,
      nombre: account.user.nombre,
      apellido: account.user.apellido,
      prestador: {
        id: expected.provider.id,
        cuit: account.provider.cuit,
        apeRazonSocial: account.provider.apeRazonSocial,
        nombreAbre: account.provider.nombreAbre,
        tipoPrestador: { id: expected.provider.tipo },
        domicilio: { localidad: { descripcion: expected.provider.localidad } },
        modelEspecifico: { codPrestador: expected.provider.id, admin: expected.admin },
      },
    });
    // One menu entry per module of the catalogue, in catalogue order.
    expect(config.userPermissions.leftNavigationAndMenuButtons.map((entry) => entry.id)).toEqual(
      CATALOGUE_IDS,
    );
  });

  it('demo@ has every menu entry enabled and active', async () => {
    const entries = (await configOf(DEMO.demo)).userPermissions.leftNavigationAndMenuButtons;
    expect(entries.every((entry) => entry.habilitado && entry.active)).toBe(true);
  });

  it('the sub-user has only validador-de-asociados, datos-personales and terminos enabled', async () => {
    const entries = (await configOf(DEMO.subusuario)).userPermissions.leftNavigationAndMenuButtons;
    expect(entries.filter((entry) => entry.habilitado).map((entry) => entry.id)).toEqual([
      'validador-de-asociados',
      'datos-personales',
      'terminos',
    ]);
    expect(entries.every((entry) => entry.active)).toBe(true);
  });

  it("mantenimiento@'s consulta-de-liquidacion is enabled but not active; every other entry is active", async () => {
    const entries = (await configOf(DEMO.mantenimiento)).userPermissions
      .leftNavigationAndMenuButtons;
    expect(entries.find((entry) => entry.id === 'consulta-de-liquidacion')).toEqual({
      id: 'consulta-de-liquidacion',
      habilitado: true,
      active: false,
    });
    const others = entries.filter((entry) => entry.id !== 'consulta-de-liquidacion');
    expect(others.every((entry) => entry.habilitado && entry.active)).toBe(true);
  });

  it('the call also works without a body, and answers the session owner whatever modelEspecifico says', async () => {
    const { headers } = await t.login(DEMO.subusuario);
    const bare = await t.inject({ method: 'POST', url: '/pre/v1/user-config', headers });
    expect(bare.statusCode).toBe(200);
    expect(bare.json<UserConfigResponse>().userDetail.email).toBe(DEMO.subusuario);

    const spoofed = await t.inject({
      method: 'POST',
      url: '/pre/v1/user-config',
      headers,
      payload: { modelEspecifico: { idUsuario: await userIdOf(t.db, DEMO.demo), admin: true } },
    });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.json<UserConfigResponse>().userDetail).toMatchObject({
      email: DEMO.subusuario,
      admin: false,
    });
  });

  it('a malformed body is a 400 and changes nothing', async () => {
    const { headers } = await t.login(DEMO.interior);
    const before = await tableCounts(t.db);
    const response = await t.inject({
      method: 'POST',
      url: '/pre/v1/user-config',
      headers,
      payload: { modelEspecifico: { idUsuario: 'yo' } },
    });
    expectError(response, 400, 'VALIDATION');
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
