import { describe, expect, it } from 'vitest';
import { aggregateRatings, directoryRating } from './aggregate.ts';

const palermo = { id: 1, total: 5, cantidad: 1 };
const belgrano = { id: 2, total: 9, cantidad: 3 };
const recoleta = { id: 3, total: 0, cantidad: 0 };

describe('a provider’s rating over its places', () => {
  it.each([
    [
      'one 5 and three 3s: 14 / 4, not the mean of the places’ means (4,0)',
      [palermo, belgrano],
      3.5,
      '3,5',
      4,
    ],
    ['a place nobody rated adds nothing', [palermo, recoleta], 5, '5,0', 1],
    ['no place rated', [recoleta], null, 'Sin calificaciones', 0],
    ['no places', [], null, 'Sin calificaciones', 0],
  ] as const)('%s', (_story, places, promedio, texto, cantidad) => {
    expect(aggregateRatings(places)).toEqual({ promedio, promedioTexto: texto, cantidad });
  });
});

describe('what the directory shows', () => {
  it('leaves a hidden place out of its lines and out of the provider’s average', () => {
    const shown = directoryRating([palermo, belgrano], new Set([1]));
    expect(shown).toMatchObject({ promedio: 3, promedioTexto: '3,0', cantidad: 3 });
    expect(shown.lugares.map((place) => place.id)).toEqual([2]);
  });

  it('with every place hidden it shows no rating at all', () => {
    expect(directoryRating([palermo, belgrano], new Set([1, 2]))).toEqual({
      promedio: null,
      promedioTexto: 'Sin calificaciones',
      cantidad: 0,
      lugares: [],
    });
  });
});
