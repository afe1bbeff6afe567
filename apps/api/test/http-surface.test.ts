import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '@portal/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DEMO, TEXT, expectError } from './helpers.ts';
import { createTestApp, openTestDatabase, type TestApp } from './test-app.ts';

describe('the HTTP surface of /pre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an unknown /pre route is a JSON 404 NOT_FOUND in the error shape', async () => {
    const response = await t.inject({ method: 'GET', url: '/pre/v1/no-existe' });
    expect(expectError(response, 404, 'NOT_FOUND', TEXT.notFound)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: TEXT.notFound,
      code: 'NOT_FOUND',
    });
  });

  it.each([
    ['DELETE', '/pre/v0/auth-login', 'POST'],
    ['GET', '/pre/v1/validador/30000001/afiliado?x=1', 'POST'],
    ['POST', '/pre/v1/validador/contratos/30000001', 'GET, HEAD'],
    ['POST', '/pre/v1/usuarios/5/abc', 'GET, HEAD, PUT'],
  ] as const)(
    '%s %s (a known path, another method) is a 405 that says Allow: %s',
    async (method, url, allow) => {
      const response = await t.inject({ method, url });
      expectError(response, 405, 'METHOD_NOT_ALLOWED', TEXT.methodNotAllowed);
      expect(response.headers.allow).toBe(allow);
    },
  );

  it('the methods a 405 allows are answered (HEAD with GET), and an unknown path stays a 404', async () => {
    const head = await t.inject({ method: 'HEAD', url: '/pre/v0/public-config' });
    expect(head.statusCode).toBe(200);
    const unknown = await t.inject({ method: 'DELETE', url: '/pre/v1/validador/contratos' });
    expectError(unknown, 404, 'NOT_FOUND', TEXT.notFound);
    expect(unknown.headers.allow).toBeUndefined();
  });

  it('a malformed %-escape in the path is a 400 in the error shape that does not echo the path', async () => {
    const { headers } = await t.login(DEMO.demo);
    const response = await t.inject({ method: 'GET', url: '/pre/v1/modulos/%E0%A4%A', headers });
    const body = expectError(response, 400, 'FST_ERR_BAD_URL', TEXT.invalidInput);
    expect(JSON.stringify(body)).not.toContain('%E0');
  });

  it.each([
    ['a malformed %-escape', '/pre/v1/modulos/%E0%A4%A', 400],
    ['a path parameter over 100 characters', `/pre/v1/modulos/${'x'.repeat(200)}`, 414],
  ])(
    '%s is answered before any hook, still with the security headers',
    async (_case, url, status) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('GET /pre/docs is an OpenAPI 3 document listing the login call and the others', async () => {
    const response = await t.inject({ method: 'GET', url: '/pre/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/pre/v0/auth-login']).toHaveProperty('post');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/pre/v1/user-config',
        '/pre/v0/auth-refresh',
        '/pre/v0/auth-external',
        '/pre/v1/terminos',
        '/pre/olvido/validar_pin',
        '/pre/registracion/usuario',
      ]),
    );
    // The documentation route documents everything but itself.
    expect(doc.paths).not.toHaveProperty('/pre/docs');
  });

  it.each([
    ['an API answer', '/pre/v0/public-config'],
    ['an error answer', '/pre/v1/no-existe'],
  ])('%s carries the API security headers and may not be stored', async (_case, url) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('a private answer with personal data may not be stored either', async () => {
    const { headers } = await t.login(DEMO.demo);
    const response = await t.inject({ method: 'POST', url: '/pre/v1/user-config', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("the portal's pages carry the document policy (scripts and styles of the portal only)", async () => {
    const response = await t.inject({ method: 'GET', url: '/prestadores/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('public-config describes the login form: no captcha by default, 60 s session warning', async () => {
    const response = await t.inject({ method: 'GET', url: '/pre/v0/public-config' });
    expect(response.json<PublicConfig>()).toMatchObject({
      captcha: { enabled: false, siteKey: null },
      passwordRevealAutoHide: true,
      sessionWarningSeconds: 60,
    });
  });

  it('the site root redirects to the portal under /prestadores/', async () => {
    const response = await t.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/prestadores/');
  });
});

describe('buildApp', () => {
  const build = async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      database,
      config: { ...loadConfig({}), logLevel: 'silent' },
      mailer: { send: () => Promise.resolve() },
      tokenSecret: 'test-secret-0123456789abcdef',
      serveWeb: false,
    });
    return { app, database };
  };

  it('refuses to start when a /pre route declares no access rule', async () => {
    const { app, database } = await build();
    try {
      const start = async () => {
        await app.register(async (instance) => {
          instance.get('/pre/v1/sin-regla', () => ({ ok: true }));
        });
        await app.ready();
      };
      await expect(start()).rejects.toThrow('Route GET /pre/v1/sin-regla declares no access rule');
    } finally {
      await app.close().catch(() => undefined);
      await database.close();
    }
  });

  it('a failure inside a handler is a 500 with the spec message and no internals', async () => {
    const { app, database } = await build();
    try {
      app.get('/pre/v1/falla', { config: { access: 'public' } }, () => {
        throw new Error('connection string postgres://secret@db');
      });
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/pre/v1/falla' });
      expect(expectError(response, 500, 'SERVER_ERROR', TEXT.serverError)).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: TEXT.serverError,
        code: 'SERVER_ERROR',
      });
      expect(response.body).not.toContain('secret');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
