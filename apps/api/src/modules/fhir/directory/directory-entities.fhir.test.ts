import type {
  Bundle,
  CapabilityStatement,
  Location,
  Organization,
  Practitioner,
} from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchKey } from '@portal/domain/coverage';
import { localities, providers } from '../../../db/schema/core.ts';
import { directoryListings } from '../../../db/schema/directory.ts';
import { expectOutcome, expectValidFhir } from '../../../../test/fhir.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

/** Palermo, CABA's centre as the seed places it. */
const PALERMO_POINT = '-34.5889|-58.4305';

describe('the FHIR directory’s providers and places, searched one entry each', () => {
  const ctx = demoProviderApp();
  const fhir = (url: string, headers: Record<string, string> = {}) =>
    ctx.t.inject({ method: 'GET', url, headers: { accept: 'application/fhir+json', ...headers } });
  const bundle = async (url: string) => {
    const response = await fhir(url);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Bundle>();
    expectValidFhir(body);
    for (const entry of body.entry ?? []) expectValidFhir(entry.resource);
    return body;
  };
  const ids = (body: Bundle) => (body.entry ?? []).map((entry) => Number(entry.resource!.id));
  const relative = (url: string) => url.slice(ctx.t.config.publicUrl.length);

  /** Every card of the cartilla, with its provider and locality: what the searches answer from. */
  const cartilla = () =>
    ctx.t.db
      .select({
        placeId: directoryListings.placeId,
        providerId: directoryListings.providerId,
        nameKey: directoryListings.nameKey,
        tipo: providers.tipo,
        nombreAbre: providers.nombreAbre,
        city: localities.nombre,
      })
      .from(directoryListings)
      .innerJoin(providers, eq(providers.id, directoryListings.providerId))
      .innerJoin(localities, eq(localities.id, directoryListings.localityId));
  type Card = Awaited<ReturnType<typeof cartilla>>[number];
  /** The listed providers, once each, by name and code. */
  const providersOf = (cards: Card[]) => {
    const byId = new Map(cards.map((card) => [card.providerId, card]));
    return [...byId.values()]
      .sort((a, b) =>
        a.nameKey === b.nameKey ? a.providerId - b.providerId : a.nameKey < b.nameKey ? -1 : 1,
      )
      .map((card) => card.providerId);
  };
  const placesOf = (cards: Card[]) =>
    [...new Set(cards.map((card) => card.placeId))].sort((a, b) => a - b);

  it('lists every listed person once as a Practitioner, by name, paged with total and links', async () => {
    const expected = providersOf((await cartilla()).filter((card) => card.tipo === 'P'));
    expect(expected.length).toBeGreaterThan(8);
    const page1 = await bundle('/fhir/Practitioner?_count=4');
    expect(page1.total).toBe(expected.length);
    expect(ids(page1)).toEqual(expected.slice(0, 4));
    expect(page1.entry?.[0]?.resource?.meta?.profile).toEqual([
      'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Practitioner',
    ]);
    const next = page1.link?.find((link) => link.relation === 'next')?.url;
    const page2 = await bundle(relative(next!));
    expect(ids(page2)).toEqual(expected.slice(4, 8));
    expect(page2.link?.map((link) => link.relation)).toEqual(['self', 'first', 'previous', 'next']);
    const previous = page2.link?.find((link) => link.relation === 'previous')?.url;
    expect(ids(await bundle(relative(previous!)))).toEqual(expected.slice(0, 4));
    const last = await bundle(`/fhir/Practitioner?_count=4&_offset=${expected.length - 1}`);
    expect(ids(last)).toEqual(expected.slice(-1));
    expect(last.link?.some((link) => link.relation === 'next')).toBe(false);
  });

  it('finds a practitioner by family, given or either name, and by _id; each read as found', async () => {
    const person = (await cartilla()).find((card) => card.tipo === 'P' && card.nombreAbre)!;
    const family = person.nameKey.split(' ')[0]!;
    const given = searchKey(person.nombreAbre).split(' ')[0]!;
    for (const query of [`family=${family}`, `given=${given}`, `name=${given}`, `name=${family}`]) {
      const found = await bundle(`/fhir/Practitioner?${query}&_count=50`);
      expect(ids(found), query).toContain(person.providerId);
      for (const entry of found.entry ?? []) {
        const name = (entry.resource as Practitioner).name![0]!;
        const words = searchKey(
          query.startsWith('family')
            ? name.family!
            : query.startsWith('given')
              ? name.given!.join(' ')
              : name.text!,
        );
        expect(words, query).toContain(query.split('=')[1]);
      }
    }
    const organization = (await cartilla()).find((card) => card.tipo !== 'P')!;
    const byId = await bundle(
      `/fhir/Practitioner?_id=${person.providerId},${organization.providerId},abc`,
    );
    expect(ids(byId)).toEqual([person.providerId]);
    const read = await fhir(`/fhir/Practitioner/${person.providerId}`);
    expect(byId.entry![0]!.resource).toEqual(read.json());
    expect((await bundle('/fhir/Practitioner?family=zzzqqq')).total).toBe(0);
  });

  it('finds the organizations with a place in a city, once each, as the cartilla lists them', async () => {
    const cards = await cartilla();
    const expected = providersOf(
      cards.filter((card) => card.tipo !== 'P' && searchKey(card.city) === 'palermo'),
    );
    expect(expected.length).toBeGreaterThan(0);
    const found = await bundle('/fhir/Organization?address-city=PALERMO&_count=50');
    expect(found.total).toBe(expected.length);
    expect(ids(found)).toEqual(expected);
    const all = await bundle('/fhir/Organization?_count=50');
    expect(all.total).toBe(providersOf(cards.filter((card) => card.tipo !== 'P')).length);
    const first = found.entry![0]!.resource as Organization;
    const named = await bundle(`/fhir/Organization?name=${encodeURIComponent(first.name!)}`);
    expect(ids(named)).toContain(Number(first.id));
  });

  it('finds places by city, near a point (nearest first), by organization and by street', async () => {
    const cards = await cartilla();
    const inPalermo = placesOf(cards.filter((card) => searchKey(card.city) === 'palermo'));
    const byCity = await bundle('/fhir/Location?address-city=Palermo&_count=50');
    expect(byCity.total).toBe(inPalermo.length);
    expect(ids(byCity)).toEqual(inPalermo);
    const near = await bundle(`/fhir/Location?near=${PALERMO_POINT}|40|km&_count=50`);
    expect(near.total).toBeGreaterThan(inPalermo.length);
    expect(ids(near).slice(0, inPalermo.length)).toEqual(inPalermo);
    const organization = cards.find((card) => card.tipo !== 'P')!;
    const ofIt = await bundle(
      `/fhir/Location?organization=Organization/${organization.providerId}`,
    );
    expect(ids(ofIt)).toEqual(
      placesOf(cards.filter((card) => card.providerId === organization.providerId)),
    );
    for (const entry of ofIt.entry ?? []) {
      expect((entry.resource as Location).managingOrganization?.reference).toBe(
        `Organization/${organization.providerId}`,
      );
    }
    const person = cards.find((card) => card.tipo === 'P')!;
    expect((await bundle(`/fhir/Location?organization=${person.providerId}`)).total).toBe(0);
    const place = byCity.entry![0]!.resource as Location;
    const street = await bundle(
      `/fhir/Location?name=${encodeURIComponent(place.address!.line![0]!)}`,
    );
    expect(ids(street)).toContain(Number(place.id));
    const read = await fhir(`/fhir/Location/${place.id}`);
    expect(place).toEqual(read.json());
  });

  it.each([
    ['/fhir/Practitioner?gender=male', 'El parámetro de búsqueda gender no está soportado.'],
    ['/fhir/Practitioner?specialty=1', 'El parámetro de búsqueda specialty no está soportado.'],
    ['/fhir/Organization?type=prov', 'El parámetro de búsqueda type no está soportado.'],
    [
      '/fhir/Location?location.near=1|1',
      'El parámetro de búsqueda location.near no está soportado.',
    ],
    ['/fhir/Location?near=abc', 'near debe ser latitud|longitud|distancia|unidad'],
    ['/fhir/Location?organization=Practitioner/1', 'organization debe ser Organization/'],
    ['/fhir/Organization?_count=51', '_count debe ser un entero entre 1 y 50.'],
  ])('refuses %s with a 400 OperationOutcome that says why', async (url, text) => {
    const response = await fhir(url);
    expect(response.statusCode).toBe(400);
    expect(expectOutcome(response.json()).diagnostics).toContain(text);
  });

  it('keeps the searches a minute and answers a held ETag with 304', async () => {
    for (const url of ['/fhir/Practitioner?_count=2', '/fhir/Location?address-city=palermo']) {
      const first = await fhir(url);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const again = await fhir(url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('declares exactly these searches in the CapabilityStatement', async () => {
    const statement = (await fhir('/fhir/metadata')).json<CapabilityStatement>();
    const params = (type: string) =>
      statement.rest![0]!.resource!.find((resource) => resource.type === type)!;
    for (const [type, names] of [
      ['Practitioner', ['_id', 'name', 'family', 'given']],
      ['Organization', ['_id', 'name', 'address-city']],
      ['Location', ['_id', 'name', 'address-city', 'near', 'organization']],
    ] as const) {
      const declared = params(type);
      expect(declared.interaction?.map((one) => one.code)).toEqual(['read', 'search-type']);
      expect(declared.searchParam?.map((param) => param.name)).toEqual([
        ...names,
        '_count',
        '_offset',
      ]);
    }
  });
});
