import { describe, expect, it } from 'vitest';
import { ratingAverage, ratingAverageText, starDistribution } from './average.ts';
import { ratingMonths } from './months.ts';

describe('a provider’s average rating, as the directory shows it (one decimal, half up)', () => {
  it.each([
    ['one 5-star rating', 5, 1, 5, '5,0'],
    ['4 and 5', 9, 2, 4.5, '4,5'],
    ['87 stars in 20 ratings (4.35: a float mean would show 4,3)', 87, 20, 4.4, '4,4'],
    ['13 in 3 (4.333…)', 13, 3, 4.3, '4,3'],
    ['14 in 3 (4.666…)', 14, 3, 4.7, '4,7'],
    ['249 in 50 (4.98)', 249, 50, 5, '5,0'],
    ['61 in 20 (3.05)', 61, 20, 3.1, '3,1'],
    ['101 in 100 (1.01)', 101, 100, 1, '1,0'],
    ['all ones', 7, 7, 1, '1,0'],
  ])('%s → %s', (_story, total, count, average, text) => {
    expect(ratingAverage(total, count)).toBe(average);
    expect(ratingAverageText(total, count)).toBe(text);
  });

  it('nobody rated yet: no average, and the text says so', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverageText(0, 0)).toBe('Sin calificaciones');
  });
});

describe('the distribution by stars', () => {
  it('lists the five stars from the best, a star nobody gave at 0, with whole percentages', () => {
    expect(
      starDistribution([
        { estrellas: 5, cantidad: 6 },
        { estrellas: 3, cantidad: 3 },
        { estrellas: 1, cantidad: 1 },
      ]),
    ).toEqual([
      { estrellas: 5, cantidad: 6, porcentaje: 60 },
      { estrellas: 4, cantidad: 0, porcentaje: 0 },
      { estrellas: 3, cantidad: 3, porcentaje: 30 },
      { estrellas: 2, cantidad: 0, porcentaje: 0 },
      { estrellas: 1, cantidad: 1, porcentaje: 10 },
    ]);
  });

  it('with no ratings every star is 0 and 0 %', () => {
    expect(starDistribution([]).map((row) => row.porcentaje)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('the months the chart covers', () => {
  it('are the last 12 up to the current month in Argentina, across a new year', () => {
    // 02:00 UTC on 1 March is still 28 February in Argentina.
    const months = ratingMonths(new Date('2026-03-01T02:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(202503);
    expect(months.at(-1)).toBe(202602);
    expect(months).toContain(202601);
  });
});
