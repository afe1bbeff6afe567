/**
 * The api key the portal sends on login and renew (spec §7). It identifies the client app, it
 * is not a secret: it ships in the bundle like the original portal's.
 */
export const API_KEY: string =
  (import.meta.env.VITE_API_KEY as string | undefined) ?? 'portal-prestadores-web';
