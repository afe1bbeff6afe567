import type { CallRow } from './call-rows.ts';

/*
 * Rows of the console's providers section (docs/decisions/0061). Staff act on every provider by
 * role: no call names a provider's object of the caller's own. The provider named does not
 * exist, so an allowed cell answers 404 past the guard and blocks nobody the other cells use.
 */
const NO_PROVIDER_OBJECT = {
  none: "a staff call: the insurer's staff act on every provider's accounts by role",
} as const;
const UNKNOWN_PROVIDER = { params: () => ({ codigo: 999_999 }), foreign: NO_PROVIDER_OBJECT };

export const ROWS: Record<string, CallRow> = {
  'GET /pre/consola/v0/prestadores/:codigo': UNKNOWN_PROVIDER,
  'GET /pre/consola/v0/prestadores/:codigo/actividad': UNKNOWN_PROVIDER,
  'PUT /pre/consola/v0/prestadores/:codigo/modulos': UNKNOWN_PROVIDER,
  'PUT /pre/consola/v0/prestadores/:codigo/usuarios/:usuario/bloqueo': {
    params: () => ({ codigo: 999_999, usuario: 999_999 }),
    foreign: NO_PROVIDER_OBJECT,
  },
};
