import { formatAffiliateNumber, type AffiliateNumber } from '@portal/domain/affiliates';
import { HOME_TILE_PATHS, VALIDATE_AFFILIATE_PARAM, type HomeTile } from '@portal/domain/home';

/** A tile's page under /prestadores; the two inboxes open on their Inbox tab. */
export function tilePath(tile: HomeTile): string {
  const path = `/${HOME_TILE_PATHS[tile]}`;
  return tile === 'casos' || tile === 'autorizaciones' ? `${path}?tab=inbox` : path;
}

export function requestPath(nroAutorizacion: number): string {
  return `/${HOME_TILE_PATHS.autorizaciones}/tramites/${nroAutorizacion}`;
}

/** Validar afiliado, asked to validate this number at once (the validator reads `afiliado`). */
export function validationPath(number: AffiliateNumber): string {
  const query = new URLSearchParams({ [VALIDATE_AFFILIATE_PARAM]: formatAffiliateNumber(number) });
  return `/${HOME_TILE_PATHS.validacion}?${query.toString()}`;
}
