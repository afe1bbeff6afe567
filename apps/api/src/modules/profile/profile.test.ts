import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProfessionalData, ProfileResponse, RequestResponse } from '@portal/contracts';
import { providerProfiles } from '../../db/schema/profile.ts';
import { supportCases } from '../../db/schema/support-cases.ts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { readOnlySession } from '../../../test/support-cases.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

const PROFILE = '/pre/v1/usuarios/solicitar_datos_prestador/100001';
const CONTACT = '/pre/v1/actualizar/datos/100001/contacto';
const PROFESSIONAL = '/pre/v1/actualizar/datos/100001/profesionales';

/** Mis datos: personal, professional and contact data (spec §1, §3, §6). */
describe('Mis datos: personal, professional and contact data', () => {
  const ctx = twoProviderApp();
  const profile = async (headers = ctx.demo) =>
    (await ctx.t.inject({ method: 'GET', url: PROFILE, headers })).json<ProfileResponse>();
  const professional = async (): Promise<ProfessionalData> => (await profile()).datos;

  it('demo@ reads its record, licences, specialties and contact data, and has no documentation section', async () => {
    const body = await profile();
    expect(body.prestador).toMatchObject({
      id: 100001,
      tipoPrestador: 'P',
      apeRazonSocial: 'González',
    });
    expect(body.prestador.cuit).toMatch(/^27234567890?\d$/);
    expect(body.secciones).toEqual(['datos-personales', 'domicilios']);
    expect(body.datos).toMatchObject({
      documentoTipo: 'DU',
      documentoNumero: '23456789',
      sexo: 'F',
      estadoCivil: 'Casado',
      fechaNacimiento: '19750312',
      especialidades: [1, 3],
    });
    expect(body.datos.matriculas.map((m) => `${m.tipo} ${m.numero}`)).toEqual([
      'MN 112233',
      'MP 44551',
    ]);
    expect(body.contacto.emails[0]).toEqual({ tipoMail: 1, email: 'demo@prestadores.test' });
    expect(body.pendientes).toEqual([]);
  });

  it('the reference lists are the spec §3 lists, and tipoMail names each e-mail type', async () => {
    const refs = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/adp/referencias',
      headers: ctx.demo,
    });
    expect(refs.json()).toMatchObject({
      estadosCiviles: ['Soltero', 'Casado', 'Divorciado', 'Separado', 'Viudo'],
      sexos: [
        { id: 'M', descripcion: 'Masculino' },
        { id: 'F', descripcion: 'Femenino' },
      ],
      tiposDocumento: ['DU', 'LC', 'LE', 'PA', 'CI'],
    });
    const types = await ctx.t.inject({ method: 'GET', url: '/pre/v1/tipoMail', headers: ctx.demo });
    expect(types.json()).toContainEqual({ id: 1, descripcion: 'Principal' });
  });

  it('localities of a province are searched by 3 letters at least', async () => {
    const found = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/adp/provincias/2/localidades',
      query: { search: 'pal' },
      headers: ctx.demo,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ nombre: string }[]>().map((l) => l.nombre)).toContain('Palermo');
    expectError(
      await ctx.t.inject({
        method: 'GET',
        url: '/pre/v1/adp/provincias/2/localidades',
        query: { search: 'pa' },
        headers: ctx.demo,
      }),
      400,
      'VALIDATION',
    );
  });

  it('contact phones and e-mails are saved at once, with no request', async () => {
    const response = await ctx.t.inject({
      method: 'PUT',
      url: CONTACT,
      headers: ctx.demo,
      payload: {
        emails: [
          { tipoMail: 1, email: 'demo@prestadores.test' },
          { tipoMail: 3, email: 'Pagos.Gonzalez@Prestadores.test' },
        ],
        telefonos: [{ tipo: 'Celular', numero: '11 5555-0199' }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mensaje: 'Tus datos de contacto quedaron guardados.' });
    const body = await profile();
    expect(body.contacto.emails[1]).toEqual({
      tipoMail: 3,
      email: 'pagos.gonzalez@prestadores.test',
    });
    expect(body.contacto.telefonos).toEqual([{ tipo: 'Celular', numero: '11 5555-0199' }]);
    expect(body.pendientes).toEqual([]);
  });

  it('refuses contact data without a main e-mail, a bad phone or a repeated e-mail, and writes nothing', async () => {
    const put = (payload: object) => ({
      method: 'PUT' as const,
      url: CONTACT,
      headers: ctx.demo,
      payload,
    });
    await refusedWithoutChange(
      ctx.t,
      put({ emails: [{ tipoMail: 2, email: 'a@b.test' }], telefonos: [] }),
      400,
      'MAIN_EMAIL_REQUIRED',
    );
    await refusedWithoutChange(
      ctx.t,
      put({
        emails: [{ tipoMail: 1, email: 'a@b.test' }],
        telefonos: [{ tipo: 'Fijo', numero: 'llamame' }],
      }),
      400,
      'VALIDATION',
    );
    const repeated = { tipoMail: 1, email: 'a@b.test' };
    await refusedWithoutChange(
      ctx.t,
      put({ emails: [repeated, repeated], telefonos: [] }),
      400,
      'DUPLICATED_EMAIL',
    );
  });

  it('professional changes become a contracting case with the changes listed, shown as pending until the case ends', async () => {
    const asked = {
      ...(await professional()),
      estadoCivil: 'Viudo',
      idiomas: ['Español', 'Portugués'],
    };
    const response = await ctx.t.inject({
      method: 'POST',
      url: PROFESSIONAL,
      headers: ctx.demo,
      payload: asked,
    });
    expect(response.statusCode).toBe(201);
    const { mensaje, pendiente } = response.json<RequestResponse>();
    expect(mensaje).toContain(`trámite N° ${pendiente.nroTramite}`);
    expect(pendiente.cambios).toEqual([
      { campo: 'Estado civil', antes: 'Casado', despues: 'Viudo' },
      { campo: 'Idiomas', antes: 'Español, Inglés', despues: 'Español, Portugués' },
    ]);
    const [filed] = await ctx.t.db
      .select()
      .from(supportCases)
      .where(eq(supportCases.nroTramite, pendiente.nroTramite));
    expect(filed).toMatchObject({
      providerId: 100001,
      workflow: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS',
      motivoWebId: 104,
      estado: 1,
    });
    expect(filed!.detalle).toContain('Estado civil  Casado    Viudo');
    // The data in force stays until the insurer validates the change.
    const [row] = await ctx.t.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.providerId, 100001));
    expect(row!.estadoCivil).toBe('Casado');
    expect((await profile()).pendientes.map((p) => p.nroTramite)).toEqual([pendiente.nroTramite]);

    // One open request at a time; once its case ends, the page no longer shows it.
    await refusedWithoutChange(
      ctx.t,
      { method: 'POST', url: PROFESSIONAL, headers: ctx.demo, payload: { ...asked, sexo: 'M' } },
      409,
      'CHANGE_PENDING',
    );
    await ctx.t.db.update(supportCases).set({ estado: 4 }).where(eq(supportCases.id, filed!.id));
    expect((await profile()).pendientes).toEqual([]);
  });

  it('refuses a request that changes nothing, an unknown specialty, a birth date to come, a provincial licence without its province or a malformed document, writing nothing', async () => {
    const current = await professional();
    const post = (payload: object) => ({
      method: 'POST' as const,
      url: PROFESSIONAL,
      headers: ctx.demo,
      payload,
    });
    await refusedWithoutChange(ctx.t, post(current), 400, 'NO_CHANGES');
    await refusedWithoutChange(
      ctx.t,
      post({ ...current, especialidades: [99999] }),
      400,
      'UNKNOWN_SPECIALTY',
    );
    await refusedWithoutChange(
      ctx.t,
      post({ ...current, fechaNacimiento: '20270101' }),
      400,
      'BIRTH_DATE_IN_FUTURE',
    );
    const noProvince = await refusedWithoutChange(
      ctx.t,
      post({ ...current, matriculas: [{ tipo: 'MP', numero: '4455', provincia: null }] }),
      400,
      'VALIDATION',
    );
    expect(noProvince.json().message).toContain('Elegí la provincia de la matrícula provincial.');
    const bad = await refusedWithoutChange(
      ctx.t,
      post({ ...current, documentoNumero: '12a' }),
      400,
      'VALIDATION',
    );
    expect(bad.json().message).toBeTruthy();
  });
  it("another provider's code answers not found; a read-only session cannot save", async () => {
    expectError(
      await ctx.t.inject({
        method: 'GET',
        url: '/pre/v1/usuarios/solicitar_datos_prestador/200001',
        headers: ctx.demo,
      }),
      404,
      'NOT_FOUND',
      TEXT.notFound,
    );
    const readOnly = await readOnlySession(ctx.t, DEMO.demo);
    expect(
      (await ctx.t.inject({ method: 'GET', url: PROFILE, headers: readOnly })).statusCode,
    ).toBe(200);
    const before = await profile();
    expectError(
      await ctx.t.inject({
        method: 'PUT',
        url: CONTACT,
        headers: readOnly,
        payload: { emails: [{ tipoMail: 1, email: 'x@y.test' }], telefonos: [] },
      }),
      403,
      'READ_ONLY',
      TEXT.readOnly,
    );
    expect((await profile()).contacto).toEqual(before.contacto);
  });
});
