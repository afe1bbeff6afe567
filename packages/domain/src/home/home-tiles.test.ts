import { describe, expect, it } from 'vitest';
import type { UserPermissions } from '../access/permissions.ts';
import { countPhrase, HOME_TILE_PATHS, HOME_TILES, homeTilesFor } from './home-tiles.ts';
import { PRIVATE_ROUTES } from '../access/private-routes.ts';

const entry = (id: string, habilitado = true, active = true) => ({ id, habilitado, active });
const permissions = (
  entries: ReturnType<typeof entry>[],
  habilitarTodo = false,
): UserPermissions => ({
  leftNavigationAndMenuButtons: entries,
  cap: { active: true },
  habilitarTodo,
});

const ALL = [
  entry('centro-de-atencion-al-prestador'),
  entry('tramites-de-autorizaciones'),
  entry('consulta-de-liquidacion'),
  entry('consulta-de-facturas/pagos'),
  entry('validador-de-asociados'),
];

describe('homeTilesFor: a tile for each module the user may open', () => {
  it.each([
    ['every module', ALL, false, ['casos', 'autorizaciones', 'liquidacion', 'pagos', 'validacion']],
    [
      'a sub-user with validation and Mis datos only',
      [entry('validador-de-asociados'), entry('datos-personales')],
      false,
      ['validacion'],
    ],
    [
      'billing: settlements and payments',
      [entry('consulta-de-liquidacion'), entry('consulta-de-facturas/pagos')],
      false,
      ['liquidacion', 'pagos'],
    ],
    [
      'settlements enabled but in maintenance (inactive)',
      [entry('consulta-de-liquidacion', true, false), entry('validador-de-asociados')],
      false,
      ['validacion'],
    ],
    ['an entry present but not enabled', [entry('tramites-de-autorizaciones', false)], false, []],
    [
      'the override enables a listed entry that is not habilitado',
      [entry('tramites-de-autorizaciones', false)],
      true,
      ['autorizaciones'],
    ],
    ['no entries at all, even with the override', [], true, []],
  ])('%s', (_story, entries, override, expected) => {
    const tiles = homeTilesFor(permissions(entries, override));
    expect(HOME_TILES.filter((tile) => tiles[tile])).toEqual(expected);
  });
});

describe('the tiles link to pages of the portal', () => {
  it.each(HOME_TILES)('%s', (tile) => {
    expect(PRIVATE_ROUTES.map((route) => route.path)).toContain(HOME_TILE_PATHS[tile]);
  });
});

describe('countPhrase', () => {
  it.each([
    [0, '0 casos'],
    [1, '1 caso'],
    [2, '2 casos'],
    [1234, '1.234 casos'],
  ])('%i', (count, expected) => {
    expect(countPhrase(count, 'caso', 'casos')).toBe(expected);
  });
});
