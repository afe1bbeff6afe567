import { isActive, isEnabled, type UserPermissions } from '../access/permissions.ts';
import type { PermissionKey } from '../access/permission-keys.ts';
import { formatNumber } from '../format/numbers.ts';

/*
 * The logged-in home: what waits on the provider, one tile per module. A tile shows
 * only for a user whose module is enabled and active (spec §6's guard, past terms): the server
 * leaves the other tiles out of its answer, so a sub-user never learns another module's figures.
 */

export const HOME_TILES = [
  'casos',
  'autorizaciones',
  'liquidacion',
  'pagos',
  'validacion',
] as const;
export type HomeTile = (typeof HOME_TILES)[number];

/** The module each tile reads, and whose page its link opens. */
export const HOME_TILE_MODULES: Record<HomeTile, PermissionKey> = {
  casos: 'centro-de-atencion-al-prestador',
  autorizaciones: 'tramites-de-autorizaciones',
  liquidacion: 'consulta-de-liquidacion',
  pagos: 'consulta-de-facturas/pagos',
  validacion: 'validador-de-asociados',
};

/** Where each tile's work is done (PRIVATE_ROUTES paths). */
export const HOME_TILE_PATHS: Record<HomeTile, string> = {
  casos: 'tramitesonline/capweb',
  autorizaciones: 'tramitesonline/tramites-de-autorizaciones',
  liquidacion: 'tramitesonline/consulta-de-liquidacion',
  pagos: 'tramitesonline/consulta-pagos-facturas',
  validacion: 'tramitesonline/validar-afiliado',
};

/** The address parameter that asks Validar afiliado to validate a number as it opens. */
export const VALIDATE_AFFILIATE_PARAM = 'afiliado';

/** The observed requests the home lists; the rest are a click away in the Inbox. */
export const HOME_OBSERVED_SHOWN = 3;
/** The user's own recent validations the home lists. */
export const HOME_RECENT_VALIDATIONS = 5;

/** The tiles a user sees: enabled (or the override) and active, as the guard decides. */
export function homeTilesFor(permissions: UserPermissions): Record<HomeTile, boolean> {
  const shown = (tile: HomeTile) =>
    isEnabled(permissions, HOME_TILE_MODULES[tile]) &&
    isActive(permissions, HOME_TILE_MODULES[tile]);
  return {
    casos: shown('casos'),
    autorizaciones: shown('autorizaciones'),
    liquidacion: shown('liquidacion'),
    pagos: shown('pagos'),
    validacion: shown('validacion'),
  };
}

/** What each tile says when nothing waits (a clear empty state, then the link). */
export const HOME_EMPTY = {
  casos: 'No tenés casos esperando respuesta.',
  autorizaciones: 'No tenés autorizaciones observadas.',
  liquidacion: 'Todavía no tenés liquidaciones.',
  pagos: 'No tenés facturas sin leer.',
  validacion: 'Todavía no validaste afiliados.',
} as const;

/** "1 caso esperando tu respuesta", "1.234 casos esperando tu respuesta": es-AR singular/plural. */
export function countPhrase(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
