import { describe, it, expect } from 'vitest';
import type { ProfessionalData, ProfileResponse, RequestResponse } from '@portal/contracts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

const PROFILE = '/pre/v1/usuarios/solicitar_datos_prestador/100001';
const PROFESSIONAL = '/pre/v1/actualizar/datos/100001/profesionales';

describe('Mis datos by provider type', () => {
  const ctx = twoProviderApp();
  const professional = async (): Promise<ProfessionalData> =>
    (await ctx.t.inject({ method: 'GET', url: PROFILE, headers: ctx.demo })).json<ProfileResponse>()
      .datos;

  it('an institution requests a new name with no personal data; a document is refused for it, and a person must keep one', async () => {
    const interiorProfile = '/pre/v1/usuarios/solicitar_datos_prestador/200001';
    const interiorPost = (payload: object) => ({
      method: 'POST' as const,
      url: '/pre/v1/actualizar/datos/200001/profesionales',
      headers: ctx.interior,
      payload,
    });
    const current = (
      await ctx.t.inject({ method: 'GET', url: interiorProfile, headers: ctx.interior })
    ).json<ProfileResponse>().datos;
    const withDocument = await refusedWithoutChange(
      ctx.t,
      interiorPost({ ...current, documentoTipo: 'DU', documentoNumero: '30123456' }),
      400,
      'PERSONAL_DATA_INVALID',
    );
    expect(withDocument.json().message).toBe(
      'Un equipo, una institución o un colegio se identifica por su CUIT: no lleva documento, sexo, estado civil ni fecha de nacimiento.',
    );
    const filed = await ctx.t.inject(
      interiorPost({ ...current, apeRazonSocial: 'Sanatorio del Interior S.A.U.' }),
    );
    expect(filed.statusCode).toBe(201);
    expect(filed.json<RequestResponse>().pendiente.cambios).toEqual([
      {
        campo: 'Apellido o razón social',
        antes: 'Sanatorio del Interior S.A.',
        despues: 'Sanatorio del Interior S.A.U.',
      },
    ]);

    const withoutDocument = await refusedWithoutChange(
      ctx.t,
      {
        method: 'POST',
        url: PROFESSIONAL,
        headers: ctx.demo,
        payload: { ...(await professional()), documentoTipo: null, documentoNumero: null },
      },
      400,
      'PERSONAL_DATA_INVALID',
    );
    expect(withoutDocument.json().message).toBe('Elegí el tipo de documento.');
  });
});
