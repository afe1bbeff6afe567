import { describe, expect, it } from 'vitest';
import { formatIcd, normalizeIcd, searchKey } from './search-text.ts';

describe('searchKey', () => {
  it.each([
    ['Ecografía abdominal', 'ecografia abdominal'],
    ['ECOGRAFÍA', 'ecografia'],
    ['  Rinofaringitis aguda [resfriado común] ', 'rinofaringitis aguda resfriado comun'],
    ['Ñandú', 'nandu'],
    ['', ''],
  ])('%j → %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});

describe('ICD-10 codes', () => {
  it.each([
    ['j00', 'J00', 'J00'],
    ['J45.9', 'J459', 'J45.9'],
    [' e11.9 ', 'E119', 'E11.9'],
    ['A09', 'A09', 'A09'],
  ])('%j is kept as %j and shown as %j', (text, kept, shown) => {
    expect(normalizeIcd(text)).toBe(kept);
    expect(formatIcd(text)).toBe(shown);
  });
});
