import { describe, expect, it } from 'vitest';
import {
  availableTimes,
  listingOf,
  locationOf,
  providerOf,
  type DirectoryCardData,
} from './directory.ts';
import { searchsetBundle } from './directory-bundle.ts';
import { PLAN_NET_PROFILES, listingId, parseListingId, parseNumericId } from './plan-net.ts';

const context = { lastUpdated: '2026-03-02T12:00:00.000Z' };
const person: DirectoryCardData = {
  placeId: 1001,
  specialtyId: 3,
  providerId: 100,
  seccion: 1,
  especialidad: 'Cardiología',
  apeRazon: 'González',
  nombreAbre: 'María Laura',
  tipo: 'P',
  tele: '011 4555-1234',
  calle: 'Av. Santa Fe',
  numero: '3200',
  denoLoc: 'Palermo',
  denoPart: 'Ciudad de Buenos Aires',
  denoProv: 'CABA',
  horarios: { lun: '08:00 a 16:00', mar: null, mier: '00:00 a 23:59', jue: 'a convenir' },
};
const clinic: DirectoryCardData = {
  ...person,
  placeId: 2001,
  specialtyId: 101,
  providerId: 200,
  seccion: 2,
  especialidad: 'Guardia de clínica médica',
  apeRazon: 'Sanatorio del Interior S.A.',
  nombreAbre: 'Sanatorio del Interior',
  tipo: 'I',
  tele: null,
  horarios: null,
};

describe('a cartilla card in Plan-Net shape', () => {
  it.each([
    [
      person,
      'PractitionerRole',
      { practitioner: { reference: 'Practitioner/100', display: 'María Laura González' } },
    ],
    [
      { ...person, tipo: 'E' },
      'PractitionerRole',
      { organization: { reference: 'Organization/100', display: 'González' } },
    ],
    [
      clinic,
      'HealthcareService',
      { providedBy: { reference: 'Organization/200', display: 'Sanatorio del Interior S.A.' } },
    ],
    [
      { ...clinic, seccion: 4, especialidad: 'Sanatorios y clínicas' },
      'HealthcareService',
      { category: [{ coding: [{ code: 'prov' }] }] },
    ],
    [clinic, 'HealthcareService', { category: [{ coding: [{ code: 'emerg' }] }] }],
  ] as const)('%#: section and kind of provider make a %s', (card, type, expected) => {
    const resource = listingOf(card, context);
    expect(resource).toMatchObject({
      resourceType: type,
      id: `${card.placeId}-${card.specialtyId}`,
      meta: { profile: [PLAN_NET_PROFILES[type]], lastUpdated: context.lastUpdated },
      active: true,
      specialty: [{ coding: [{ code: String(card.specialtyId), display: card.especialidad }] }],
      location: [{ reference: `Location/${card.placeId}` }],
      ...expected,
    });
  });

  it('a person is a Practitioner named as the card heads it; an institution an Organization', () => {
    expect(providerOf(person, context)).toMatchObject({
      resourceType: 'Practitioner',
      id: '100',
      name: [{ text: 'María Laura González', family: 'González', given: ['María Laura'] }],
    });
    expect(providerOf(clinic, context)).toMatchObject({
      resourceType: 'Organization',
      id: '200',
      name: 'Sanatorio del Interior S.A.',
      alias: ['Sanatorio del Interior'],
    });
  });

  it.each([
    [person, { telecom: [{ system: 'phone', value: '011 4555-1234' }] }, undefined],
    [
      clinic,
      { managingOrganization: { reference: 'Organization/200' } },
      { lat: -34.58, lon: -58.42 },
    ],
  ] as const)(
    '%#: the place is a Location with its address, phone and locality centre',
    (card, expected, position) => {
      const location = locationOf(card, { ...context, position });
      expect(location).toMatchObject({
        resourceType: 'Location',
        id: String(card.placeId),
        status: 'active',
        address: { line: ['Av. Santa Fe 3200'], city: 'Palermo', state: 'CABA', country: 'AR' },
        ...expected,
      });
      expect(location.position).toEqual(
        position && { latitude: position.lat, longitude: position.lon },
      );
    },
  );
});

describe('hours as available times', () => {
  it.each([
    [
      { lun: '08:00 a 16:00' },
      [{ daysOfWeek: ['mon'], availableStartTime: '08:00:00', availableEndTime: '16:00:00' }],
    ],
    [
      { vie: ' 14:00 a 20:00 ' },
      [{ daysOfWeek: ['fri'], availableStartTime: '14:00:00', availableEndTime: '20:00:00' }],
    ],
    [{ mier: '00:00 a 23:59' }, [{ daysOfWeek: ['wed'], allDay: true }]],
    [{ mar: null, jue: 'a convenir', lun: '16:00 a 08:00', vie: '25:00 a 26:00' }, []],
    [null, []],
  ] as const)('%j → %j', (hours, expected) => {
    expect(availableTimes(hours)).toEqual(expected);
  });
});

describe('resource ids', () => {
  it.each([
    ['1001-3', { placeId: 1001, specialtyId: 3 }],
    ['1001', null],
    ['1001-3-4', null],
    ['0-3', null],
    ['1001-x', null],
    ['-3', null],
  ])('listing %s → %j', (id, expected) => {
    expect(parseListingId(id)).toEqual(expected);
    if (expected) expect(listingId(expected.placeId, expected.specialtyId)).toBe(id);
  });
  it.each([
    ['100', 100],
    ['0100', null],
    ['1e3', null],
    ['9999999999', null],
  ])('provider or place %s → %j', (id, expected) => {
    expect(parseNumericId(id)).toBe(expected);
  });
});

describe('a searchset page', () => {
  const roles = [listingOf(person, context), listingOf({ ...person, specialtyId: 1 }, context)];
  const practitioner = providerOf(person, context);
  const page = (offset: number, total: number) =>
    searchsetBundle({
      base: 'https://h/fhir',
      type: 'PractitionerRole',
      params: [['specialty', '3']],
      offset,
      count: 2,
      total,
      matches: roles,
      includes: [practitioner, practitioner],
    });

  it.each([
    [0, 2, ['self']],
    [0, 5, ['self', 'next']],
    [2, 5, ['self', 'first', 'previous', 'next']],
    [4, 5, ['self', 'first', 'previous']],
  ])('offset %i of %i links %j', (offset, total, relations) => {
    const bundle = page(offset, total);
    expect(bundle.link?.map((link) => link.relation)).toEqual(relations);
    expect(bundle.link?.[0]?.url).toBe(
      `https://h/fhir/PractitionerRole?specialty=3&_count=2&_offset=${offset}`,
    );
    expect(bundle.total).toBe(total);
  });

  it('lists the matches, then each included resource once', () => {
    expect(page(0, 2).entry?.map((entry) => [entry.fullUrl, entry.search?.mode])).toEqual([
      ['https://h/fhir/PractitionerRole/1001-3', 'match'],
      ['https://h/fhir/PractitionerRole/1001-1', 'match'],
      ['https://h/fhir/Practitioner/100', 'include'],
    ]);
  });
});
