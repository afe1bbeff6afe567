import { describe, expect, it } from 'vitest';
import {
  acceptsExpiry,
  argentinaIsoDay,
  documentStatus,
  type DocumentStatus,
} from './documents.ts';
import { readHours } from './hours.ts';

describe('document expiry rule', () => {
  it.each<[string | null, DocumentStatus]>([
    [null, 'faltante'],
    ['2026-03-09', 'vencido'],
    ['2026-03-10', 'por-vencer'],
    ['2026-04-09', 'por-vencer'],
    ['2026-04-10', 'vigente'],
  ])('expiring %s, on 10/03/2026 a document is %s', (vencimiento, status) => {
    expect(documentStatus(vencimiento, '2026-03-10')).toBe(status);
  });

  it.each([
    ['2026-03-10', false],
    ['2026-03-11', true],
    ['2025-12-31', false],
  ])('a new document expiring %s is accepted on 10/03/2026: %s', (vencimiento, ok) => {
    expect(acceptsExpiry(vencimiento, '2026-03-10')).toBe(ok);
  });

  it('today is the Argentine day: 01:00 UTC is still the evening before', () => {
    expect(argentinaIsoDay(new Date('2026-03-10T01:00:00Z'))).toBe('2026-03-09');
  });
});

describe('hours of a weekday', () => {
  it.each<[string, string | null | false]>([
    ['', null],
    ['09:00 a 13:00', '09:00 a 13:00'],
    ['09:00-13:00', '09:00 a 13:00'],
    [' 08:30 a 12:15 ', '08:30 a 12:15'],
    ['13:00 a 09:00', false],
    ['09:00 a 09:00', false],
    ['9 a 13', false],
    ['25:00 a 26:00', false],
  ])('%j reads as %j', (input, expected) => {
    const result = readHours(input);
    if (expected === false) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, value: expected });
  });
});
