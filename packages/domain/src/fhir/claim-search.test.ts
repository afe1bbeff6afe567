import { describe, expect, it } from 'vitest';
import { CLAIM_SEARCH_MESSAGES, readClaimResponseSearch } from './claim-search.ts';

describe('readClaimResponseSearch', () => {
  it.each([
    { query: {}, value: { updated: [], count: 20 } },
    { query: { request: 'Claim/7100001' }, value: { nro: 7100001, updated: [], count: 20 } },
    { query: { request: '7100001' }, value: { nro: 7100001, updated: [], count: 20 } },
    {
      query: { patient: 'Patient/30000001-1', _count: '5' },
      value: { affiliate: { contra: 30000001, inte: 1 }, updated: [], count: 5 },
    },
    {
      query: { _lastUpdated: ['ge2026-11-29T10:00:00Z', 'lt2026-11-30'] },
      value: {
        updated: [
          { comparator: 'ge', at: new Date('2026-11-29T10:00:00Z') },
          { comparator: 'lt', at: new Date('2026-11-30') },
        ],
        count: 20,
      },
    },
    { query: { _format: 'json' }, value: { updated: [], count: 20 } },
  ])('$query', ({ query, value }) => {
    expect(readClaimResponseSearch(query)).toEqual({ ok: true, value });
  });

  it.each([
    { query: { status: 'active' }, at: 'status', message: CLAIM_SEARCH_MESSAGES.unknown('status') },
    {
      query: { '': 'x' },
      at: 'ClaimResponse',
      message: CLAIM_SEARCH_MESSAGES.unknown('ClaimResponse'),
    },
    { query: { request: 'Claim/abc' }, at: 'request', message: CLAIM_SEARCH_MESSAGES.request },
    { query: { request: ['1', '2'] }, at: 'request', message: CLAIM_SEARCH_MESSAGES.request },
    { query: { patient: '30000001 1 01' }, at: 'patient', message: CLAIM_SEARCH_MESSAGES.patient },
    {
      query: { _lastUpdated: '2026-11-29' },
      at: '_lastUpdated',
      message: CLAIM_SEARCH_MESSAGES.lastUpdated,
    },
    {
      query: { _lastUpdated: 'gt2026-13-45T99:99:99Z' },
      at: '_lastUpdated',
      message: CLAIM_SEARCH_MESSAGES.lastUpdated,
    },
    { query: { _count: '0' }, at: '_count', message: CLAIM_SEARCH_MESSAGES.count },
    { query: { _count: '1000' }, at: '_count', message: CLAIM_SEARCH_MESSAGES.count },
  ])('refuses $query', ({ query, at, message }) => {
    expect(readClaimResponseSearch(query)).toEqual({
      ok: false,
      issues: [{ expression: at, message }],
    });
  });
});
