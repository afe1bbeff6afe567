import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithoutDatabase } from '../../test/no-database.ts';

/**
 * The console is served under /consola/ from its own build, beside the portal's and apart from
 * it: its own index.html for every client route, the same security headers, and the portal's
 * document never in its place (nor the reverse). Tiny builds in temp folders stand in for both.
 */
const CONSOLE_HTML =
  '<!doctype html><html lang="es-AR"><head><script type="module" src="/consola/assets/index-Cc11Dd22.js"></script></head>' +
  '<body><div id="root">console-index-marker</div></body></html>';
const PORTAL_HTML =
  '<!doctype html><html><body><div id="root">portal-index-marker</div></body></html>';
const SCRIPT = 'export const consola = true;\n';

function writeBuild(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-console-build-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('the built console served under /consola/', () => {
  const dirs: string[] = [];
  let app: Awaited<ReturnType<typeof appWithoutDatabase>>;

  beforeAll(async () => {
    dirs.push(writeBuild({ 'index.html': CONSOLE_HTML, 'assets/index-Cc11Dd22.js': SCRIPT }));
    dirs.push(writeBuild({ 'index.html': PORTAL_HTML }));
    app = await appWithoutDatabase({ consoleDist: dirs[0], webDist: dirs[1] });
  });
  afterAll(async () => {
    await app?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each([
    ['its root', '/consola/'],
    ['the login', '/consola/ingresar'],
    ['an invitation link', '/consola/alta?invitacion=abc'],
    ['a deep screen', '/consola/cuentas'],
  ])(
    '%s answers the console document, revalidated, with the security headers',
    async (_case, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('console-index-marker');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('a hashed script is cached for a year as immutable', async () => {
    const response = await get('/consola/assets/index-Cc11Dd22.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('a missing asset is a 404, never the console document in its place', async () => {
    const response = await get('/consola/assets/index-Zz99Zz99.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('console-index-marker');
  });

  it("keeps the portal's routes the portal's and the console's the console's", async () => {
    expect((await get('/prestadores/ingresar')).body).toContain('portal-index-marker');
    expect((await get('/consola/ingresar')).body).not.toContain('portal-index-marker');
  });
});

describe('without a console build', () => {
  it('answers 503 with what to run, in Spanish', async () => {
    const app = await appWithoutDatabase({ consoleDist: join(tmpdir(), 'no-console-build-here') });
    const response = await app.inject({ method: 'GET', url: '/consola/ingresar' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('La consola no está compilada: ejecutá `npm run build`.');
  });
});
