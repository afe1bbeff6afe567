import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServingBuild } from '../../test/web-build-app.ts';

/**
 * The cache headers of the built portal: a hashed asset never changes under its
 * name, so browsers keep it a year without asking; the HTML names the current assets, so it is
 * revalidated on every visit. A tiny build in a temp folder stands in for apps/web/dist.
 */
const INDEX_HTML =
  '<!doctype html><html lang="es-AR"><head><script type="module" src="/prestadores/assets/index-Ab12Cd34.js"></script></head>' +
  '<body><div id="root">portal-index-marker</div></body></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('hola '.repeat(400))};\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built portal served under /prestadores/', () => {
  let build: Awaited<ReturnType<typeof appServingBuild>>;

  beforeAll(async () => {
    build = await appServingBuild({
      'index.html': INDEX_HTML,
      'assets/index-Ab12Cd34.js': SCRIPT,
      'assets/index-Ab12Cd34.js.br': brotliCompressSync(SCRIPT),
    });
  });
  afterAll(() => build?.close());

  const get = (url: string, headers: Record<string, string> = {}) => build.get(url, headers);

  it('a hashed script is cached for a year as immutable', async () => {
    const response = await get('/prestadores/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'identity',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('a browser that accepts brotli gets the precompressed .br, cached the same way', async () => {
    const response = await get('/prestadores/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it.each([['/prestadores/'], ['/prestadores/index.html']])(
    'the portal document %s is revalidated on every visit (no-cache)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('portal-index-marker');
    },
  );

  it.each([
    ['a private page', '/prestadores/validar-afiliado'],
    ['a public page', '/prestadores/informacionutil/nosotros'],
    ['a page with a query', '/prestadores/login-mobile?volver=1'],
  ])('%s (a client route) answers HTML that is revalidated (no-cache)', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404, never the portal document in its place', async () => {
    const response = await get('/prestadores/assets/index-Zz99Zz99.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('portal-index-marker');
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});
