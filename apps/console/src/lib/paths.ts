/** Where the API serves the console (apps/api/src/plugins/spa.ts); the router's basename. */
export const CONSOLE_BASE = '/consola';

/** The link a new account opens to set its password (its invitation, shown once). */
export const invitationLink = (origin: string, token: string) =>
  `${origin}${CONSOLE_BASE}/alta?invitacion=${encodeURIComponent(token)}`;
