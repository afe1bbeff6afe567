import { z } from 'zod';

/**
 * The one zod of the contracts: every schema module imports `z` from here, so this setting is
 * made before any schema exists, whichever chunk of the web build a schema ends up in.
 *
 * In a browser, zod parses without compiling parsers at run time. The portal's CSP (script-src
 * 'self', no eval) would block the compiled ones anyway: zod would fall back, but only after a
 * probe that the browser reports as a CSP violation (Lighthouse's best practices). The
 * API, in Node, keeps the faster compiled parsers.
 */
if ('window' in globalThis) z.config({ jitless: true });

export { z };
