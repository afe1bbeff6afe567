import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlaceData, PlaceSaveResponse, ProfilePlace } from '@portal/contracts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { profileChangeRequests } from '../../db/schema/profile.ts';
import { supportCaseStages } from '../../db/schema/support-cases.ts';
import { expectError } from '../../../test/helpers.ts';
import { refusedWithoutChange } from '../../../test/refused-without-change.ts';
import { caseTableCounts } from '../../../test/support-cases.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

const PLACES = '/pre/v1/adp/100001/lugaresAtencion';

/** Mis datos' service addresses: phone at once, the rest as a request (spec §6). */
describe('Mis datos: service addresses', () => {
  const ctx = twoProviderApp();
  const places = async () =>
    (await ctx.t.inject({ method: 'GET', url: PLACES, headers: ctx.demo })).json<{
      lugares: ProfilePlace[];
    }>().lugares;
  const bodyOf = (place: ProfilePlace): PlaceData => ({
    calle: place.calle,
    numero: place.numero,
    provinciaId: Number(place.provincia.id),
    localidadId: Number(place.localidad.id),
    telefono: place.telefono,
    horarios: place.horarios,
    consultorios: place.consultorios,
  });
  const save = (lugar: number, payload: object, headers = ctx.demo, code = 100001) =>
    ctx.t.inject({
      method: 'PUT',
      url: `/pre/v1/adp/${code}/lugaresAtencion/${lugar}`,
      headers,
      payload,
    });

  it('lists the places in force with their hours Monday to Friday and consulting rooms', async () => {
    const list = await places();
    expect(list.map((place) => place.descripcion)).toEqual([
      'Consultorio Palermo',
      'Consultorio Belgrano',
    ]);
    expect(list[0]).toMatchObject({
      calle: 'Av. Santa Fe',
      localidad: { descripcion: 'Palermo' },
      horarios: { lun: '09:00 a 17:00', vie: '09:00 a 17:00' },
      consultorios: ['Consultorio 1', 'Consultorio 2'],
      pendiente: null,
    });
    expect(list[1]!.horarios.mier).toBeNull();
  });

  it('a new phone is saved at once and opens no case', async () => {
    const [palermo] = await places();
    const before = await caseTableCounts(ctx.t.db);
    const response = await save(palermo!.id, { ...bodyOf(palermo!), telefono: '011 4831-2299' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PlaceSaveResponse>()).toMatchObject({
      mensaje: 'Tus datos de contacto quedaron guardados.',
      lugar: { telefono: '011 4831-2299', pendiente: null },
    });
    expect((await caseTableCounts(ctx.t.db)).supportCases).toBe(before.supportCases);
  });

  it('new hours and a consulting room become a case; with a new phone too, both in one transaction', async () => {
    const [, belgrano] = await places();
    const response = await save(belgrano!.id, {
      ...bodyOf(belgrano!),
      telefono: '011 4783-5599',
      horarios: { ...belgrano!.horarios, mier: '10:00-14:00' },
      consultorios: ['Consultorio A', 'Consultorio B'],
    });
    expect(response.statusCode).toBe(200);
    const { mensaje, lugar } = response.json<PlaceSaveResponse>();
    expect(mensaje).toMatch(/trámite N° \d+/);
    expect(lugar.telefono).toBe('011 4783-5599');
    // Hours and rooms in force stay until the insurer validates them.
    expect(lugar.horarios.mier).toBeNull();
    expect(lugar.pendiente?.cambios).toEqual([
      { campo: 'Horario del miércoles', antes: 'Cerrado', despues: '10:00 a 14:00' },
      { campo: 'Consultorios', antes: 'Consultorio A', despues: 'Consultorio A, Consultorio B' },
    ]);
    const [stage] = await ctx.t.db
      .select({ accion: supportCaseStages.accion })
      .from(supportCaseStages)
      .innerJoin(profileChangeRequests, eq(profileChangeRequests.caseId, supportCaseStages.caseId))
      .where(eq(profileChangeRequests.placeId, belgrano!.id));
    expect(stage?.accion).toBe('alta-tramite');
  });

  it('a request that cannot be filed leaves the phone as it was (one open request per place)', async () => {
    const [, belgrano] = await places();
    await refusedWithoutChange(
      ctx.t,
      {
        method: 'PUT',
        url: `${PLACES}/${belgrano!.id}`,
        headers: ctx.demo,
        payload: { ...bodyOf(belgrano!), telefono: '4783', numero: '2200' },
      },
      409,
      'CHANGE_PENDING',
    );
    const [row] = await ctx.t.db
      .select({ telefono: attentionPlaces.telefono })
      .from(attentionPlaces)
      .where(eq(attentionPlaces.id, belgrano!.id));
    expect(row?.telefono).toBe('011 4783-5599');
  });

  it("refuses bad hours, a locality of another province and nothing changed; another provider's place is not found", async () => {
    const [palermo] = await places();
    const body = bodyOf(palermo!);
    await refusedWithoutChange(
      ctx.t,
      {
        method: 'PUT',
        url: `${PLACES}/${palermo!.id}`,
        headers: ctx.demo,
        payload: { ...body, horarios: { ...body.horarios, lun: '17:00 a 09:00' } },
      },
      400,
      'VALIDATION',
    );
    await refusedWithoutChange(
      ctx.t,
      {
        method: 'PUT',
        url: `${PLACES}/${palermo!.id}`,
        headers: ctx.demo,
        payload: { ...body, provinciaId: 14 },
      },
      400,
      'UNKNOWN_LOCALITY',
    );
    await refusedWithoutChange(
      ctx.t,
      { method: 'PUT', url: `${PLACES}/${palermo!.id}`, headers: ctx.demo, payload: body },
      400,
      'NO_CHANGES',
    );
    // 2001 is the interior's: under demo@'s code it is not found, under the interior's code too.
    expectError(await save(2001, body), 404, 'NOT_FOUND');
    expectError(await save(2001, body, ctx.demo, 200001), 404, 'NOT_FOUND');
    // The two providers' requests: the seed's synthetic providers have changes of their own.
    const [n] = await ctx.t.db
      .select({ n: count() })
      .from(profileChangeRequests)
      .where(inArray(profileChangeRequests.providerId, [100001, 200001]));
    expect(n!.n).toBe(1);
  });
  it('two saves of one place at once open one request: the other is told one is pending', async () => {
    const [palermo] = await places();
    const body = { ...bodyOf(palermo!), horarios: { ...palermo!.horarios, vie: '09:00 a 13:00' } };
    const answers = await Promise.all([save(palermo!.id, body), save(palermo!.id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [n] = await ctx.t.db
      .select({ n: count() })
      .from(profileChangeRequests)
      .where(eq(profileChangeRequests.placeId, palermo!.id));
    expect(n!.n).toBe(1);
  });
});
