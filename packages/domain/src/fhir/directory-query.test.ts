import { describe, expect, it } from 'vitest';
import { FHIR_DIRECTORY_MESSAGES as M, parseNear } from './directory-search.ts';
import { parseListingSearch } from './directory-query.ts';

const CATEGORY =
  'http://hl7.org/fhir/us/davinci-pdex-plan-net/CodeSystem/HealthcareServiceCategoryCS';

describe('a Plan-Net search read into the cartilla’s', () => {
  it.each([
    ['PractitionerRole', {}, { seccion: 1, count: 10, offset: 0, include: [] }],
    [
      'PractitionerRole',
      {
        specialty: 'urn:portal-prestadores:especialidad|3',
        'location.address-city': ' Palermo ',
        _count: '6',
        _offset: '12',
      },
      { seccion: 1, especialidad: 3, city: 'Palermo', count: 6, offset: 12 },
    ],
    [
      'PractitionerRole',
      {
        _include: [
          'PractitionerRole:practitioner,PractitionerRole:location',
          'PractitionerRole:location',
        ],
      },
      { include: ['PractitionerRole:practitioner', 'PractitionerRole:location'] },
    ],
    [
      'PractitionerRole',
      { 'practitioner.name': 'gonzalez', _format: 'json' },
      { name: 'gonzalez' },
    ],
    ['HealthcareService', { 'service-category': 'emerg' }, { seccion: 2 }],
    [
      'HealthcareService',
      { 'service-category': `${CATEGORY}|prov`, specialty: '201' },
      { seccion: 4, especialidad: 201 },
    ],
    ['HealthcareService', { specialty: '|101' }, { seccion: undefined, especialidad: 101 }],
    [
      'HealthcareService',
      { specialty: '201', 'location.near': '-34.58|-58.42|5|km' },
      { near: { lat: -34.58, lon: -58.42, km: 5 } },
    ],
  ] as const)('%s %j', (type, query, expected) => {
    const parsed = parseListingSearch(type, query);
    expect(parsed).toMatchObject({ ok: true, value: expected });
  });

  it.each([
    ['PractitionerRole', { _count: '0' }, M.count],
    ['PractitionerRole', { _count: '51' }, M.count],
    ['PractitionerRole', { _offset: '-1' }, M.offset],
    ['PractitionerRole', { _offset: '30001' }, M.offset],
    [
      'PractitionerRole',
      { specialty: 'http://nucc.org/provider-taxonomy|207R00000X' },
      M.specialty,
    ],
    ['PractitionerRole', { specialty: ['3', '4'] }, M.repeated('specialty')],
    ['PractitionerRole', { 'service-category': 'emerg' }, M.unknownParameter('service-category')],
    [
      'PractitionerRole',
      { _include: 'HealthcareService:location' },
      M.include([
        'PractitionerRole:practitioner',
        'PractitionerRole:organization',
        'PractitionerRole:location',
      ]),
    ],
    ['HealthcareService', {}, M.serviceNeedsKind],
    ['HealthcareService', { 'service-category': 'urg' }, M.category],
    ['HealthcareService', { specialty: '201', 'location.near': '-34.58' }, M.near],
  ] as const)('%s %j is refused', (type, query, message) => {
    expect(parseListingSearch(type, query)).toEqual({ ok: false, message });
  });
});

describe('near: latitude|longitude|distance|unit', () => {
  it.each([
    ['-34.58|-58.42', { lat: -34.58, lon: -58.42, km: 40 }],
    ['-34.58|-58.42|10', { lat: -34.58, lon: -58.42, km: 10 }],
    ['-34.58|-58.42|10|km', { lat: -34.58, lon: -58.42, km: 10 }],
    ['-34.58|-58.42|1|[mi_us]', { lat: -34.58, lon: -58.42, km: 1.609344 }],
  ])('%s → %j', (text, value) => {
    expect(parseNear(text)).toEqual({ ok: true, value });
  });
  it.each([
    ['', M.near],
    ['x|y', M.near],
    ['91|0', M.near],
    ['0|181', M.near],
    ['0|0|1|km|x', M.near],
    ['0|0|0|km', M.nearDistance],
    ['0|0|501|km', M.nearDistance],
    ['0|0|5|m', M.nearUnit],
  ])('%j is refused', (text, message) => {
    expect(parseNear(text)).toEqual({ ok: false, message });
  });
});
