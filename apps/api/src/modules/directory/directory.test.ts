import { describe, expect, it } from 'vitest';
import type {
  DirectorySearchResponse,
  DirectorySpecialtyDto,
  LocalitySuggestionDto,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { ratingPlaceSettings } from '../../db/schema/ratings.ts';
import { expectError } from '../../../test/helpers.ts';
import { demoProviderApp } from '../../../test/test-app.ts';
import { directoryRatings } from '../ratings/public.ts';
import { refreshDirectoryPlace } from './public.ts';

const PRIVATE = '/pre/v1/cartilla';
const PUBLIC = '/pre/v1/publico/cartilla';
/** Palermo, CABA: LOCALITIES' fifth; demo@'s Consultorio Palermo (place 1001) is there. */
const PALERMO = 5;
const CLINICA_MEDICA = 1;

describe('the provider directory (cartilla)', () => {
  const ctx = demoProviderApp();
  const get = (url: string) => ctx.t.inject({ method: 'GET', url, headers: ctx.demo });
  const search = async (query: string) => {
    const response = await get(`${PRIVATE}/prestadores?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<DirectorySearchResponse>();
  };

  it('lists each section’s specialties: 1 specialties, 2 urgent care, 4 institutions', async () => {
    const of = async (seccion: number) =>
      (await get(`${PRIVATE}/especialidades?seccion=${seccion}`))
        .json<DirectorySpecialtyDto[]>()
        .map((specialty) => specialty.descripcion);
    expect(await of(1)).toContain('Cardiología');
    expect(await of(2)).toEqual([
      'Guardia de clínica médica',
      'Guardia de ginecología y obstetricia',
      'Guardia de traumatología',
      'Guardia odontológica',
      'Guardia pediátrica',
    ]);
    expect(await of(4)).toContain('Sanatorios y clínicas');
  });

  it('answers an unknown section in the spec’s words, for every call that takes one', async () => {
    for (const url of [
      `${PRIVATE}/especialidades?seccion=3`,
      `${PRIVATE}/prestadores?seccion=0`,
      `${PRIVATE}/nombres?seccion=7&search=gonz`,
      `${PUBLIC}/prestadores?seccion=5`,
    ]) {
      expectError(
        await ctx.t.inject({ method: 'GET', url, headers: ctx.demo }),
        400,
        'INVALID_SECTION',
        'Invalid section type',
      );
    }
  });

  it('suggests localities from 3 letters, any case or accent, with partido and province', async () => {
    const suggestions = (await get(`${PRIVATE}/localidades?search=PAL`)).json<
      LocalitySuggestionDto[]
    >();
    expect(suggestions[0]).toEqual({
      id: PALERMO,
      deno_loca: 'Palermo',
      deno_part: 'Comuna 14',
      deno_prov: 'Ciudad Autónoma de Buenos Aires',
    });
    const cordoba = (await get(`${PRIVATE}/localidades?search=cordoba`)).json<
      LocalitySuggestionDto[]
    >();
    expect(cordoba.map((locality) => locality.deno_loca)).toContain('Córdoba');
    expectError(
      await get(`${PRIVATE}/localidades?search=pa`),
      400,
      'VALIDATION',
      /Escribí al menos 3 letras/,
    );
  });

  it('finds a specialty near Palermo, nearest first, 6 a page, with rating, phone and hours', async () => {
    const first = await search(`seccion=1&especialidad=${CLINICA_MEDICA}&localidad=${PALERMO}`);
    expect(first.cantidad).toBe(6);
    expect(first.prestadores).toHaveLength(6);
    expect(first.total).toBeGreaterThan(12);
    const gonzalez = first.prestadores.find((card) => card.id === 1001)!;
    expect(gonzalez).toMatchObject({
      ape_razon: 'González',
      Prestad_Tipo: 'P',
      Especialidad: 'Clínica médica',
      tele: '011 4831-2200',
      calle: 'Av. Santa Fe',
      numero: '3450',
      deno_loc: 'Palermo',
      deno_part: 'Comuna 14',
      distancia: 0,
      lun: '09:00 a 17:00',
      vie: '09:00 a 17:00',
    });
    expect(gonzalez.calificacionTexto).toMatch(/^\d,\d$/);
    expect(gonzalez.calificacion).toBeGreaterThanOrEqual(1);

    const pages = Math.ceil(first.total / 6);
    const last = await search(
      `seccion=1&especialidad=${CLINICA_MEDICA}&localidad=${PALERMO}&pagina=${pages}`,
    );
    expect(last.prestadores.length).toBe(first.total - (pages - 1) * 6);
    const all = [...first.prestadores, ...last.prestadores].map((card) => card.distancia!);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(Math.max(...all)).toBeLessThanOrEqual(40);
    expect(new Set(last.prestadores.map((card) => card.Especialidad))).toEqual(
      new Set(['Clínica médica']),
    );
  });

  it('finds urgent care (section 2) near a locality without a specialty', async () => {
    const guardias = await search(`seccion=2&localidad=${PALERMO}`);
    expect(guardias.total).toBeGreaterThan(0);
    for (const card of guardias.prestadores) expect(card.Especialidad).toMatch(/^Guardia/);
  });

  it('finds by name words, and suggests names of the section from 3 letters', async () => {
    const names = (await get(`${PRIVATE}/nombres?seccion=1&search=GONZ`)).json<string[]>();
    expect(names).toContain('González');
    const byName = await search('seccion=1&ape_razon=gonzalez');
    expect(byName.prestadores.map((card) => card.ape_razon)).toContain('González');
    for (const card of byName.prestadores) expect(card.ape_razon).toMatch(/Gonz[aá]lez/);
  });

  it('an unknown locality, a page past the last or another section’s specialty find nothing', async () => {
    for (const query of [
      'seccion=1&localidad=999999',
      `seccion=1&especialidad=${CLINICA_MEDICA}&localidad=${PALERMO}&pagina=4000`,
      `seccion=2&especialidad=${CLINICA_MEDICA}`,
    ]) {
      const answer = await search(query);
      expect(answer.prestadores).toEqual([]);
    }
  });

  it('refuses page 0, page 10,000 and a page that is no number', async () => {
    const base = `${PRIVATE}/prestadores?seccion=1&especialidad=1`;
    expectError(await get(`${base}&pagina=0`), 400, 'VALIDATION', /La página empieza en 1\./);
    expectError(await get(`${base}&pagina=10000`), 400, 'VALIDATION', /La página va hasta 5000\./);
    expectError(await get(`${base}&pagina=1e3`), 400, 'VALIDATION');
  });

  it('a visitor gets the same answers through the public calls; the cartilla’s need a session', async () => {
    const query = `seccion=1&especialidad=${CLINICA_MEDICA}&localidad=${PALERMO}`;
    const visitor = await ctx.t.inject({ method: 'GET', url: `${PUBLIC}/prestadores?${query}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual(await search(query));
    const localities = await ctx.t.inject({
      method: 'GET',
      url: `${PUBLIC}/localidades?search=pal`,
    });
    expect(localities.json<LocalitySuggestionDto[]>()[0]?.deno_loca).toBe('Palermo');
    const specialties = await ctx.t.inject({
      method: 'GET',
      url: `${PUBLIC}/especialidades?seccion=4`,
    });
    expect(specialties.statusCode).toBe(200);
    expect(
      (await ctx.t.inject({ method: 'GET', url: `${PRIVATE}/prestadores?${query}` })).statusCode,
    ).toBe(401);
  });

  it('a card’s rating is the one the provider shows: a place it hides counts nowhere', async () => {
    const query = `seccion=1&especialidad=${CLINICA_MEDICA}&localidad=${PALERMO}`;
    const gonzalez = async () =>
      (await search(query)).prestadores.find((card) => card.id === 1001)!;
    const shown = async () => (await directoryRatings(ctx.t.db, [100001])).get(100001)!;
    const before = await gonzalez();
    expect(before.calificacionTexto).toBe((await shown()).promedioTexto);
    // demo@ hides Consultorio Recoleta's rating (mis-calificaciones).
    await ctx.t.db
      .insert(ratingPlaceSettings)
      .values({ providerId: 100001, placeId: 1003, mostrarCalificacion: false });
    const after = await gonzalez();
    expect(after.calificacion).toBe((await shown()).promedio);
    expect(after.calificacionTexto).toBe((await shown()).promedioTexto);
    expect(after.calificacion).not.toBe(before.calificacion);
    await ctx.t.db.delete(ratingPlaceSettings);
  });

  it('a place that moves is found near its new locality once the directory is told', async () => {
    // Ramírez's Consultorio Caballito (4001, dermatology) moves to Mar del Plata (locality 10).
    const nearMarDelPlata = 'seccion=1&especialidad=4&localidad=10';
    const ids = async () => (await search(nearMarDelPlata)).prestadores.map((card) => card.id);
    expect(await ids()).not.toContain(4001);
    await ctx.t.db.transaction(async (tx) => {
      await tx.update(attentionPlaces).set({ localityId: 10 }).where(eq(attentionPlaces.id, 4001));
      await refreshDirectoryPlace(tx, 4001);
    });
    const moved = (await search(nearMarDelPlata)).prestadores.find((card) => card.id === 4001);
    expect(moved).toMatchObject({ ape_razon: 'Ramírez', deno_loc: 'Mar del Plata', distancia: 0 });
  });
});
