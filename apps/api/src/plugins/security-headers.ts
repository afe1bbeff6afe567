import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const POLICY: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // WebAssembly: the credential scanner's decoder (ADR 0038) compiles zxing's module.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers for the policy above, computed once: the answers of the SPA (its document,
 * scripts and files). The policy is the same for every answer, and building it per request (as
 * @fastify/helmet does) cost about 4 % of the CPU of an affiliate validation.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(POLICY)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
})();

/**
 * The API's answers under /pre are data, never a page: the OWASP REST set (docs/decisions/0015).
 * They hold health and personal data, so no browser or proxy may store them (`no-store`; a
 * download or the event stream still sets its own). Nothing may be loaded by them or frame them.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

const API_PREFIX = '/pre/';

/** The headers for an answer to `url`: the API's set under /pre, the SPA's elsewhere. */
export const securityHeadersFor = (url: string) =>
  url.startsWith(API_PREFIX) ? API_SECURITY_HEADERS : SECURITY_HEADERS;

export const securityHeadersPlugin = fp((app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(securityHeadersFor(request.url));
    done();
  });
});
