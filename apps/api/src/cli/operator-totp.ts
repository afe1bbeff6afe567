import { DEMO_STAFF } from '../seed/staff.ts';
import { totpCode } from '../modules/staff/public.ts';

export const TOTP_USAGE = `  The console's demo staff accounts (README "Consola de la aseguradora"):
    totp EMAIL                                 the current second-factor code of a demo account`;

/**
 * The code an authenticator app would show now for a demo staff account, from the seed's fixed
 * secret: a person trying the console needs no phone. Other accounts' secrets never leave the
 * database, so they have none here.
 */
export function demoTotp(email: string, now: Date): string | null {
  const account = DEMO_STAFF.find((demo) => demo.email === email.trim().toLowerCase());
  return account ? totpCode(account.totpSecret, now) : null;
}
