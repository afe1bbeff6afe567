import { describe, expect, it } from 'vitest';
import { linkParams } from './directory-bundle.ts';

describe("a searchset's links repeat the search's own parameters", () => {
  it.each([
    { query: {}, params: [] },
    { query: { _count: '5', _offset: '10' }, params: [] },
    { query: { name: 'Pérez', _count: '5' }, params: [['name', 'Pérez']] },
    {
      query: { period: ['ge2025-06', 'le2025-09'], _offset: '0' },
      params: [
        ['period', 'ge2025-06'],
        ['period', 'le2025-09'],
      ],
    },
    { query: { identifier: 'urn:x|', missing: undefined }, params: [['identifier', 'urn:x|']] },
  ])('$query → $params', ({ query, params }) => {
    expect(linkParams(query)).toEqual(params);
  });
});
