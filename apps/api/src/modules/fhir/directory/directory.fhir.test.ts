import type { Bundle, PractitionerRole } from '@medplum/fhirtypes';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DirectorySearchResponse } from '@portal/contracts';
import { specialties } from '../../../db/schema/core.ts';
import { directoryListings } from '../../../db/schema/directory.ts';
import { expectOutcome, expectValidFhir } from '../../../../test/fhir.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

/** Palermo, CABA (LOCALITIES' fifth) and its centre as the seed places it; clínica médica. */
const PALERMO = 5;
const PALERMO_NEAR = '-34.5889|-58.4305|40|km';
const CLINICA_MEDICA = 1;

describe('the FHIR directory (Plan-Net), public and from the cartilla’s own search', () => {
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
  const cartilla = async (query: string) =>
    (
      await ctx.t.inject({ method: 'GET', url: `/pre/v1/publico/cartilla/prestadores?${query}` })
    ).json<DirectorySearchResponse>();
  const matches = (body: Bundle) =>
    (body.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((e) => e.resource!);

  it('finds the roles of a specialty near a point as the cartilla does near the locality: same cards, same order, same total', async () => {
    const roles = await bundle(
      `/fhir/PractitionerRole?specialty=${CLINICA_MEDICA}&location.near=${PALERMO_NEAR}&_count=6`,
    );
    const portal = await cartilla(`seccion=1&especialidad=${CLINICA_MEDICA}&localidad=${PALERMO}`);
    expect(portal.total).toBeGreaterThan(6);
    expect(roles.total).toBe(portal.total);
    expect(matches(roles).map((role) => role.id)).toEqual(
      portal.prestadores.map((card) => `${card.id}-${CLINICA_MEDICA}`),
    );
    const first = matches(roles)[0] as PractitionerRole;
    expect(first.meta?.profile).toEqual([
      'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-PractitionerRole',
    ]);
    expect(first.specialty?.[0]?.coding?.[0]).toMatchObject({
      code: String(CLINICA_MEDICA),
      display: portal.prestadores[0]!.Especialidad,
    });
  });

  it('pages with _count and the next link, as the cartilla’s pages', async () => {
    const page1 = await bundle(
      `/fhir/PractitionerRole?specialty=${CLINICA_MEDICA}&location.near=${PALERMO_NEAR}&_count=6`,
    );
    const next = page1.link?.find((link) => link.relation === 'next')?.url;
    expect(next).toBeDefined();
    const page2 = await bundle(next!.slice(ctx.t.config.publicUrl.length));
    const portal = await cartilla(
      `seccion=1&especialidad=${CLINICA_MEDICA}&localidad=${PALERMO}&pagina=2`,
    );
    expect(matches(page2).map((role) => role.id)).toEqual(
      portal.prestadores.map((card) => `${card.id}-${CLINICA_MEDICA}`),
    );
    expect(page2.link?.map((link) => link.relation)).toContain('previous');
  });

  it('includes each role’s practitioner or organization and place, once each, all readable by id', async () => {
    const found = await bundle(
      `/fhir/PractitionerRole?location.address-city=palermo&_include=PractitionerRole:practitioner&_include=PractitionerRole:organization&_include=PractitionerRole:location`,
    );
    const roles = matches(found) as PractitionerRole[];
    expect(roles.length).toBeGreaterThan(0);
    const included = (found.entry ?? []).filter((entry) => entry.search?.mode === 'include');
    const urls = included.map((entry) => entry.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
    for (const role of roles) {
      const named = [role.practitioner, role.organization, ...(role.location ?? [])]
        .flatMap((reference) => (reference?.reference ? [reference.reference] : []))
        .map((reference) => `${ctx.t.config.publicUrl}/fhir/${reference}`);
      for (const url of named) expect(urls).toContain(url);
    }
    const location = included.find((entry) => entry.resource?.resourceType === 'Location');
    expect(location?.resource).toMatchObject({
      address: { city: 'Palermo', country: 'AR' },
      position: { latitude: -34.5889, longitude: -58.4305 },
    });
    for (const resource of [
      ...roles.slice(0, 2),
      ...included.slice(0, 4).map((e) => e.resource!),
    ]) {
      const read = await fhir(`/fhir/${resource.resourceType}/${resource.id}`);
      expect(read.statusCode).toBe(200);
      expectValidFhir(read.json());
      expect(read.json()).toEqual(resource);
    }
  });

  it('finds urgent care and institutions as HealthcareServices of their Plan-Net category', async () => {
    for (const [category, seccion] of [
      ['emerg', 2],
      ['prov', 4],
    ] as const) {
      const services = await bundle(
        `/fhir/HealthcareService?service-category=${category}&_include=HealthcareService:organization&_count=50`,
      );
      const portal = await cartilla(`seccion=${seccion}`);
      expect(services.total).toBe(portal.total);
      for (const service of matches(services)) {
        expect(service).toMatchObject({
          resourceType: 'HealthcareService',
          category: [{ coding: [{ code: category }] }],
        });
      }
    }
    const bySpecialty = await bundle('/fhir/HealthcareService?specialty=101');
    expect(bySpecialty.total).toBe((await cartilla('seccion=2&especialidad=101')).total);
    expect((await bundle('/fhir/HealthcareService?specialty=1')).total).toBe(0);
  });

  it('answers a name search and an unknown city with what the cartilla has', async () => {
    const [card] = (await cartilla(`seccion=1&especialidad=${CLINICA_MEDICA}`)).prestadores;
    const named = await bundle(
      `/fhir/PractitionerRole?practitioner.name=${encodeURIComponent(card!.ape_razon)}&specialty=${CLINICA_MEDICA}`,
    );
    expect(matches(named).map((role) => role.id)).toContain(`${card!.id}-${CLINICA_MEDICA}`);
    expect((await bundle('/fhir/PractitionerRole?location.address-city=Atlantida')).total).toBe(0);
  });

  it.each([
    ['/fhir/PractitionerRole?_count=500', '_count debe ser un entero entre 1 y 50.'],
    ['/fhir/PractitionerRole?location.near=abc', 'near debe ser latitud|longitud|distancia|unidad'],
    ['/fhir/PractitionerRole?gender=male', 'El parámetro de búsqueda gender no está soportado.'],
    ['/fhir/HealthcareService', 'Indicá service-category'],
    ['/fhir/HealthcareService?service-category=x', 'service-category debe ser emerg'],
  ])('refuses %s with a 400 OperationOutcome that says why', async (url, text) => {
    const response = await fhir(url);
    expect(response.statusCode).toBe(400);
    expect(expectOutcome(response.json()).diagnostics).toContain(text);
  });

  it.each([
    '/fhir/PractitionerRole/1001-999',
    '/fhir/PractitionerRole/abc',
    '/fhir/HealthcareService/1001-1',
    '/fhir/Location/99999999',
    '/fhir/Practitioner/200001',
    '/fhir/Organization/100001',
  ])('%s is a 404 OperationOutcome', async (url) => {
    const response = await fhir(url);
    expect(response.statusCode).toBe(404);
    expectOutcome(response.json(), 'not-found');
  });

  it('needs no token, lets the answer be cached a minute and answers a held ETag with 304', async () => {
    const url = `/fhir/PractitionerRole?specialty=${CLINICA_MEDICA}&_count=2`;
    const first = await fhir(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    const again = await fhir(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps a search a minute unless the client asks with no-cache', async () => {
    const url = `/fhir/HealthcareService?service-category=prov&_count=1`;
    const total = async (headers: Record<string, string> = {}) =>
      (await fhir(url, headers)).json<Bundle>().total;
    const before = await total();
    const [listing] = await ctx.t.db
      .select({ placeId: directoryListings.placeId, specialtyId: directoryListings.specialtyId })
      .from(directoryListings)
      .innerJoin(specialties, eq(specialties.id, directoryListings.specialtyId))
      .where(eq(specialties.seccion, 4))
      .limit(1);
    await ctx.t.db
      .delete(directoryListings)
      .where(
        and(
          eq(directoryListings.placeId, listing!.placeId),
          eq(directoryListings.specialtyId, listing!.specialtyId),
        ),
      );
    expect(await total()).toBe(before);
    expect(await total({ 'cache-control': 'no-cache' })).toBeLessThan(before!);
  });
});
