import { describe, expect, it } from 'vitest';
import { hospitalizationDays } from './hospitalization-days.ts';

describe('hospitalizationDays (spec §5: default 1 if not numeric)', () => {
  it.each<[unknown, number]>([
    [3, 3],
    ['5', 5],
    [' 7 ', 7],
    ['', 1],
    ['dos', 1],
    ['2.5', 1],
    [2.5, 1],
    [0, 1],
    ['-3', 1],
    [Number.NaN, 1],
    [null, 1],
    [undefined, 1],
  ])('%j → %i', (value, days) => {
    expect(hospitalizationDays(value)).toBe(days);
  });
});
