import { describe, expect, it } from 'vitest';
import { ageBucket, ageMinutes, ageRange } from './age.ts';
import { queuesOfRoles } from './catalogue.ts';
import { argentineDay, dailySeries, startOfArgentineDay } from './days.ts';
import { percentile } from './percentiles.ts';

const NOW = new Date('2026-03-10T13:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe('ageBucket', () => {
  it.each([
    [0, 'menos-de-1-dia'],
    [23.99, 'menos-de-1-dia'],
    [24, '1-a-3-dias'],
    [71.9, '1-a-3-dias'],
    [72, '3-a-7-dias'],
    [167.9, '3-a-7-dias'],
    [168, 'mas-de-7-dias'],
    [2000, 'mas-de-7-dias'],
    [-1, 'menos-de-1-dia'],
  ])('%s hours → %s', (hours, bucket) => {
    expect(ageBucket(hoursAgo(hours), NOW)).toBe(bucket);
  });
});

describe('ageMinutes', () => {
  it.each([
    [0, 0],
    [1.5, 90],
    [-2, 0],
  ])('%s hours → %s minutes', (hours, minutes) => {
    expect(ageMinutes(hoursAgo(hours), NOW)).toBe(minutes);
  });
});

describe('ageRange', () => {
  it.each([
    [undefined, undefined, {}],
    [3, undefined, { until: hoursAgo(72) }],
    [undefined, 7, { since: hoursAgo(192) }],
    [1, 3, { since: hoursAgo(96), until: hoursAgo(24) }],
  ])('%s to %s days', (min, max, expected) => {
    expect(ageRange(NOW, min, max)).toEqual(expected);
  });
});

describe('percentile (the rule of percentile_cont)', () => {
  it.each([
    [[], 0.5, null],
    [[5], 0.9, 5],
    [[1, 2, 3, 4], 0.5, 2.5],
    [[4, 1, 3, 2], 0.5, 2.5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9, 9.1],
    [[10, 20], 0, 10],
    [[10, 20], 1, 20],
  ])('%j at %s → %s', (values, fraction, expected) => {
    const value = percentile(values, fraction);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBeCloseTo(expected, 10);
  });

  it('refuses a fraction outside [0, 1]', () => {
    expect(() => percentile([1], 1.5)).toThrow(RangeError);
  });
});

describe('queuesOfRoles: the queues a person works', () => {
  it.each([
    [['medical-auditor'], ['autorizaciones', 'censos']],
    [['settlements'], ['consultas-de-pago', 'reclamos-de-debitos']],
    [['contracting'], ['cambios-de-datos']],
    [['support'], ['casos']],
    [['admin'], []],
    [['content-editor'], []],
    [
      ['admin', 'support', 'contracting'],
      ['casos', 'cambios-de-datos'],
    ],
  ])('%j → %j', (roles, queues) => {
    expect(queuesOfRoles(roles)).toEqual(queues);
  });
});

describe('Argentine days', () => {
  it.each([
    ['2026-03-10T02:59:59Z', '2026-03-09'],
    ['2026-03-10T03:00:00Z', '2026-03-10'],
  ])('%s is %s', (at, day) => {
    expect(argentineDay(new Date(at))).toBe(day);
  });

  it('today starts at 00:00 in Argentina', () => {
    expect(startOfArgentineDay(NOW).toISOString()).toBe('2026-03-10T03:00:00.000Z');
  });

  it('a series has every day, oldest first, zeros where nothing happened', () => {
    expect(dailySeries(NOW, 3, new Map([['2026-03-09', 4]]))).toEqual([
      { dia: '2026-03-08', cantidad: 0 },
      { dia: '2026-03-09', cantidad: 4 },
      { dia: '2026-03-10', cantidad: 0 },
    ]);
  });
});
