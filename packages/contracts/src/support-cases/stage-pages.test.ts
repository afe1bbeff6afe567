import { describe, expect, it } from 'vitest';
import { stagePageQuery } from './stage-pages.ts';

describe('stagePageQuery (page/size with a maximum)', () => {
  it.each([
    [{}, { pagina: 1, cantidad: 20 }],
    [{ pagina: '3' }, { pagina: 3, cantidad: 20 }],
    [
      { pagina: '2', cantidad: '100' },
      { pagina: 2, cantidad: 100 },
    ],
    [
      { pagina: '100000', cantidad: '1' },
      { pagina: 100_000, cantidad: 1 },
    ],
  ])('%j reads as %j', (query, parsed) => {
    expect(stagePageQuery.parse(query)).toEqual(parsed);
  });

  it.each([
    [{ cantidad: '101' }, 'Como máximo 100 etapas por página.'],
    [{ cantidad: '0' }, 'La cantidad debe ser al menos 1.'],
    [{ pagina: '0' }, 'La página empieza en 1.'],
    [{ pagina: '100001' }, 'La página va hasta 100000.'],
    [{ pagina: '1e3' }, 'La página debe ser un número entero.'],
    [{ pagina: ' 2' }, 'La página debe ser un número entero.'],
    [{ cantidad: '2.5' }, 'La cantidad debe ser un número entero.'],
  ])('%j is refused: %s', (query, message) => {
    const result = stagePageQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
