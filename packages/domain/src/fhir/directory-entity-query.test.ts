import { describe, expect, it } from 'vitest';
import { FHIR_ENTITY_MESSAGES as E, parseEntitySearch } from './directory-entity-query.ts';
import { FHIR_DIRECTORY_MESSAGES as M } from './directory-search.ts';

describe('a search of the directory’s providers and places', () => {
  it.each([
    ['Practitioner', {}, { ids: undefined, name: undefined, count: 10, offset: 0 }],
    [
      'Practitioner',
      { family: ' Pérez ', given: 'Ana', _count: '5', _offset: '10', _format: 'json' },
      { family: 'Pérez', given: 'Ana', count: 5, offset: 10 },
    ],
    ['Practitioner', { name: '  ' }, { name: undefined }],
    ['Practitioner', { _id: '200001, 7,abc,7,0' }, { ids: [200001, 7] }],
    ['Practitioner', { _id: 'abc' }, { ids: [] }],
    [
      'Organization',
      { name: 'sanatorio', 'address-city': 'Palermo' },
      { name: 'sanatorio', city: 'Palermo' },
    ],
    ['Location', { organization: 'Organization/100001' }, { organization: 100001 }],
    ['Location', { organization: '100001' }, { organization: 100001 }],
    [
      'Location',
      { near: '-34.58|-58.42|5|km', 'address-city': 'palermo', name: 'santa fe' },
      { near: { lat: -34.58, lon: -58.42, km: 5 }, city: 'palermo', name: 'santa fe' },
    ],
  ] as const)('%s %j', (type, query, expected) => {
    expect(parseEntitySearch(type, query)).toMatchObject({ ok: true, value: expected });
  });

  it.each([
    ['Practitioner', { gender: 'male' }, M.unknownParameter('gender')],
    ['Practitioner', { 'address-city': 'Palermo' }, M.unknownParameter('address-city')],
    ['Practitioner', { _include: 'PractitionerRole:practitioner' }, M.unknownParameter('_include')],
    ['Organization', { family: 'x' }, M.unknownParameter('family')],
    ['Organization', { type: 'prov' }, M.unknownParameter('type')],
    ['Organization', { near: '-34|-58' }, M.unknownParameter('near')],
    ['Location', { 'location.near': '-34|-58' }, M.unknownParameter('location.near')],
    ['Location', { name: ['a', 'b'] }, M.repeated('name')],
    ['Location', { near: 'abc' }, M.near],
    ['Location', { near: '-34|-58|900|km' }, M.nearDistance],
    ['Location', { organization: 'Practitioner/1' }, E.organization],
    ['Location', { organization: 'x' }, E.organization],
    ['Organization', { _count: '51' }, M.count],
    ['Organization', { _offset: '-1' }, M.offset],
    ['Organization', { _id: Array.from({ length: 51 }, (_, i) => i + 1).join(',') }, E.ids],
  ] as const)('%s %j is refused', (type, query, message) => {
    expect(parseEntitySearch(type, query)).toEqual({ ok: false, message });
  });
});
