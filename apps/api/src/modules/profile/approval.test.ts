import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProfileDocument,
  ProfilePlace,
  ProfileResponse,
  RequestResponse,
  PlaceSaveResponse,
} from '@portal/contracts';
import { DEMO } from '../../../test/helpers.ts';
import { localities } from '../../db/schema/core.ts';
import { directoryListings } from '../../db/schema/directory.ts';
import { OPERATOR_KEY } from '../../../test/support-case-requests.ts';
import { PNG, rudiFile } from '../../../test/support-cases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** An approved change becomes the data in force when the insurer finalises its case (ADR 0024). */
describe('Mis datos: what the insurer decides', () => {
  let t: TestApp;
  let demo: Record<string, string>;
  let colegio: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { operatorKey: OPERATOR_KEY } });
    demo = (await t.login(DEMO.demo)).headers;
    colegio = (await t.login(DEMO.colegio)).headers;
  });
  afterAll(() => t.close());

  const operator = (nro: number, accion: string) =>
    t.inject({
      method: 'POST',
      url: `/pre/ops/cap/tramites/${nro}/etapas`,
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { operator: 'contrataciones.tests', accion, observacion: 'Revisado', rudiFiles: [] },
    });
  const get = async <T>(url: string, headers = demo) =>
    (await t.inject({ method: 'GET', url, headers })).json<T>();

  it('finalised: the new marital status and languages are in force and nothing is pending', async () => {
    const { datos } = await get<ProfileResponse>(
      '/pre/v1/usuarios/solicitar_datos_prestador/100001',
    );
    const asked = await t.inject({
      method: 'POST',
      url: '/pre/v1/actualizar/datos/100001/profesionales',
      headers: demo,
      payload: { ...datos, estadoCivil: 'Divorciado', idiomas: ['Español', 'Italiano'] },
    });
    const { pendiente } = asked.json<RequestResponse>();
    expect((await operator(pendiente.nroTramite, 'finalizar')).statusCode).toBe(200);
    const after = await get<ProfileResponse>('/pre/v1/usuarios/solicitar_datos_prestador/100001');
    expect(after.datos).toMatchObject({
      estadoCivil: 'Divorciado',
      idiomas: ['Español', 'Italiano'],
    });
    expect(after.datos.fechaNacimiento).toBe(datos.fechaNacimiento);
    expect(after.pendientes).toEqual([]);
  });

  it('rejected: the hours stay as they were and the place can be asked again', async () => {
    const [palermo] = (await get<{ lugares: ProfilePlace[] }>('/pre/v1/adp/100001/lugaresAtencion'))
      .lugares;
    const save = () =>
      t.inject({
        method: 'PUT',
        url: `/pre/v1/adp/100001/lugaresAtencion/${palermo!.id}`,
        headers: demo,
        payload: {
          calle: palermo!.calle,
          numero: palermo!.numero,
          provinciaId: palermo!.provincia.id,
          localidadId: palermo!.localidad.id,
          telefono: palermo!.telefono,
          horarios: { ...palermo!.horarios, lun: '07:00 a 11:00' },
          consultorios: [...palermo!.consultorios, 'Consultorio 3'],
        },
      });
    const first = (await save()).json<PlaceSaveResponse>().lugar.pendiente!;
    await operator(first.nroTramite, 'rechazar');
    const rejected = (await get<{ lugares: ProfilePlace[] }>('/pre/v1/adp/100001/lugaresAtencion'))
      .lugares[0]!;
    expect(rejected).toMatchObject({ horarios: { lun: '09:00 a 17:00' }, pendiente: null });

    const second = (await save()).json<PlaceSaveResponse>().lugar.pendiente!;
    await operator(second.nroTramite, 'finalizar');
    const approved = (await get<{ lugares: ProfilePlace[] }>('/pre/v1/adp/100001/lugaresAtencion'))
      .lugares[0]!;
    expect(approved).toMatchObject({
      horarios: { lun: '07:00 a 11:00' },
      consultorios: ['Consultorio 1', 'Consultorio 2', 'Consultorio 3'],
      pendiente: null,
    });
  });

  it('finalised: a place moved to another locality takes its directory cards with it', async () => {
    const places = (await get<{ lugares: ProfilePlace[] }>('/pre/v1/adp/100001/lugaresAtencion'))
      .lugares;
    const place = places[places.length - 1]!;
    const [other] = await t.db
      .select({ id: localities.id })
      .from(localities)
      .where(
        and(
          eq(localities.provinceId, Number(place.provincia.id)),
          ne(localities.id, Number(place.localidad.id)),
        ),
      )
      .limit(1);
    const saved = await t.inject({
      method: 'PUT',
      url: `/pre/v1/adp/100001/lugaresAtencion/${place.id}`,
      headers: demo,
      payload: {
        calle: 'Avenida Siempre Viva',
        numero: '742',
        provinciaId: place.provincia.id,
        localidadId: other!.id,
        telefono: place.telefono,
        horarios: place.horarios,
        consultorios: place.consultorios,
      },
    });
    const { nroTramite } = saved.json<PlaceSaveResponse>().lugar.pendiente!;
    const listed = () =>
      t.db
        .selectDistinct({ localityId: directoryListings.localityId })
        .from(directoryListings)
        .where(eq(directoryListings.placeId, place.id));
    expect(await listed()).toEqual([{ localityId: Number(place.localidad.id) }]);
    await operator(nroTramite, 'finalizar');
    expect(await listed()).toEqual([{ localityId: other!.id }]);
  });

  it('finalised: the expired insurance is replaced by the file attached to the case', async () => {
    const asked = await t.inject({
      method: 'POST',
      url: '/pre/v1/adp/500001/documentacion/seguro-mala-praxis',
      headers: colegio,
      payload: { vencimiento: '20270630', rudiFiles: [rudiFile('poliza nueva.png', PNG)] },
    });
    await operator(asked.json<RequestResponse>().pendiente.nroTramite, 'finalizar');
    const { documentos } = await get<{ documentos: ProfileDocument[] }>(
      '/pre/v1/adp/500001/documentacion',
      colegio,
    );
    expect(documentos[1]).toMatchObject({
      tipo: 'seguro-mala-praxis',
      estadoDesc: 'Vigente',
      vencimiento: '30/06/2027',
      archivo: 'poliza nueva.png',
      pendiente: null,
    });
    const file = await t.inject({
      method: 'GET',
      url: '/pre/v1/adp/500001/documentacion/seguro-mala-praxis/archivo',
      headers: colegio,
    });
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, PNG)).toBe(0);
  });
});
