import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_NUMBER_SYSTEM,
  affiliateCoverage,
  affiliateNumberOfIdentifier,
  affiliatePatient,
  parseAffiliateResourceId,
  searchBundle,
  type AffiliateFacts,
} from './patient-coverage.ts';

const juan: AffiliateFacts = {
  contra: 30000001,
  middle: 1,
  inte: 1,
  estado: '1',
  nombre: 'Juan',
  apellido: 'Pérez',
  documento: '20123456',
  prepagaId: 1,
  planCodigo: 310,
  planDescripcion: 'Plan 310',
};

describe('parseAffiliateResourceId', () => {
  it.each([
    ['30000001-1', { contra: 30000001, inte: 1 }],
    ['1-99', { contra: 1, inte: 99 }],
    ['0-1', null],
    ['300000011-1', null],
    ['30000001-100', null],
    ['30000001', null],
    ['abc-1', null],
  ])('%s → %j', (id, expected) => {
    expect(parseAffiliateResourceId(id)).toEqual(expected);
  });
});

describe('affiliateNumberOfIdentifier', () => {
  it.each([
    ['30000001 1 01', { contra: 30000001, middle: 1, inte: 1 }],
    [`${AFFILIATE_NUMBER_SYSTEM}|30000001 1 01`, { contra: 30000001, middle: 1, inte: 1 }],
    ['|30000001 1 01', { contra: 30000001, middle: 1, inte: 1 }],
    ['http://www.renaper.gob.ar/dni|20123456', null],
    ['30000001', null],
  ])('%s → %j', (token, expected) => {
    expect(affiliateNumberOfIdentifier(token)).toEqual(expected);
  });
});

describe('the affiliate as Patient and Coverage', () => {
  it.each([
    ['valid', '1', true, 'active'],
    ['retired (Baja)', '2', false, 'cancelled'],
  ])('a %s affiliate', (_name, estado, active, status) => {
    const facts = { ...juan, estado };
    expect(affiliatePatient(facts)).toMatchObject({
      id: '30000001-1',
      active,
      name: [{ family: 'Pérez', given: ['Juan'] }],
      identifier: [
        { system: AFFILIATE_NUMBER_SYSTEM, value: '30000001 1 01' },
        { value: '20123456' },
      ],
    });
    expect(affiliateCoverage(facts)).toMatchObject({
      id: '30000001-1',
      status,
      beneficiary: { reference: 'Patient/30000001-1' },
      class: [{ value: '310', name: 'Plan 310' }],
    });
  });

  it('leaves out a missing document', () => {
    expect(affiliatePatient({ ...juan, documento: '' }).identifier).toHaveLength(1);
  });

  it('bundles matches with their full URLs', () => {
    const bundle = searchBundle('https://x/fhir', [affiliatePatient(juan)]);
    expect(bundle).toMatchObject({ type: 'searchset', total: 1 });
    expect(bundle.entry?.[0]?.fullUrl).toBe('https://x/fhir/Patient/30000001-1');
  });
});
