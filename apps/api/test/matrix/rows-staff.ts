import type { CallRow } from './call-rows.ts';

/*
 * Rows of the staff realm (docs/decisions/0055). Staff calls name no provider's object: an
 * administrator manages every staff account. The accounts named do not exist, so an allowed cell
 * changes nobody the other cells log in as (it answers 404 past the guard).
 */
const NO_PROVIDER_OBJECT = {
  none: "a staff call: the insurer's staff act on every provider's objects by role",
} as const;
const UNKNOWN_ACCOUNT = { params: () => ({ id: 999_999 }), foreign: NO_PROVIDER_OBJECT };

export const ROWS: Record<string, CallRow> = {
  'POST /pre/consola/v0/logout': { foreign: NO_PROVIDER_OBJECT, endsSession: true },
  'PUT /pre/consola/v0/cuentas/:id/roles': UNKNOWN_ACCOUNT,
  'PUT /pre/consola/v0/cuentas/:id/bloqueo': UNKNOWN_ACCOUNT,
  'DELETE /pre/consola/v0/cuentas/:id/segundo-factor': UNKNOWN_ACCOUNT,
};
