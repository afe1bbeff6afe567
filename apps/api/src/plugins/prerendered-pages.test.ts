import { CONTENT_CACHE } from '@portal/domain/content';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_CHANGES, CONTENT_CHANGES, memoryLiveEvents } from '../lib/live-events.ts';
import { appServingBuild } from '../../test/web-build-app.ts';

/**
 * How the API serves the public pages the web build renders on the server (ADR 0041).
 * A stand-in server entry in a temp build records each render: what it was asked, whether its
 * in-process call reached the API, and how many renders there were, so caching shows.
 */
const INDEX_HTML =
  '<!doctype html><html lang="es-AR"><head><title>Portal de Prestadores</title></head>' +
  '<body><div id="root"></div></body></html>';
const VISITOR_HTML =
  '<!doctype html><html lang="es-AR"><head><title>Portal de Prestadores</title>' +
  '<script type="module" src="/prestadores/assets/visitor.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const SERVER_ENTRY = `
let renders = 0;
export function isPrerenderable(path) {
  return ['', 'publica', 'rota', 'falla', 'sellada'].includes(path);
}
export async function prerenderPage(path, fetch, { narrow }) {
  if (path === 'rota') return null;
  if (path === 'falla') throw new Error('render failed');
  renders += 1;
  if (path === 'sellada') {
    // The same page at every render; only the answers' fetch times move, as TanStack's do.
    const at = Date.now() + renders;
    return {
      html: '<main>sellada</main>',
      title: 'Sellada',
      state: '<script type="application/json" id="prerender-state">{"queries":[{"dehydratedAt":' +
        at + ',"state":{"dataUpdatedAt":' + at + ',"errorUpdatedAt":' + at + '}}]}</script>',
    };
  }
  const config = await fetch('/pre/v0/public-config');
  return {
    html: '<main>' + [path, narrow ? 'narrow' : 'wide', renders, config.status].join('|') + '</main>',
    title: 'Página <pública> | Portal',
    state: '<script type="application/json" id="prerender-state">{}</script>',
  };
}
`;
const PHONE =
  'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/136.0 Mobile Safari/537.36';

describe('public pages rendered on the server', () => {
  let build: Awaited<ReturnType<typeof appServingBuild>>;
  const events = memoryLiveEvents();

  beforeAll(async () => {
    build = await appServingBuild(
      {
        'index.html': INDEX_HTML,
        'visitor.html': VISITOR_HTML,
        'server/entry-server.js': SERVER_ENTRY,
      },
      { events },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => build?.close());

  const get = (url: string, headers: Record<string, string> = {}) => build.get(url, headers);
  const rendered = (body: string) => /<main>([^<]*)<\/main>/.exec(body)?.[1]?.split('|');

  it('a public page arrives rendered, titled, with its state, its calls answered in process', async () => {
    const response = await get('/prestadores/publica');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/user-agent/i);
    expect(response.body).toContain('<title>Página &lt;pública&gt; | Portal</title>');
    expect(response.body).toContain('<div id="root"><main>');
    expect(response.body).toContain('</main></div><script type="application/json"');
    expect(rendered(response.body)).toEqual(['publica', 'wide', expect.any(String), '200']);
  });

  it("every prerendered page arrives in the visitor's boot; a page left to the browser in the application's (ADR 0041)", async () => {
    const prerendered = (await get('/prestadores/publica')).body;
    expect(prerendered).toContain('<div id="root"><main>');
    expect(prerendered).toContain('/prestadores/assets/visitor.js');
    const left = (await get('/prestadores/rota')).body;
    expect(left).toBe(INDEX_HTML);
    expect(left).not.toContain('visitor.js');
  });

  it("the visitor's page is only a template: asked for by name, it is not served", async () => {
    const response = await get('/prestadores/visitor.html');
    expect(response.body).not.toContain('visitor.js');
  });

  it('a phone gets the page laid out for a phone, kept apart from the wide one', async () => {
    const phone = rendered((await get('/prestadores/publica', { 'user-agent': PHONE })).body);
    const wide = rendered((await get('/prestadores/publica')).body);
    expect(phone?.[1]).toBe('narrow');
    expect(wide?.[1]).toBe('wide');
  });

  it('a page is rendered once and kept: the same answer, then 304 for its ETag', async () => {
    const first = await get('/prestadores/');
    const second = await get('/prestadores/');
    expect(second.body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get('/prestadores/', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('a committed content import makes every page render again on its next request; other imports do not', async () => {
    const imported = (invalidates: string[]) =>
      events.publish({ kind: 'importado', providerId: ACCESS_CHANGES, invalidates });
    const before = rendered((await get('/prestadores/publica')).body)?.[2];
    await imported(['plans', 'coverage']);
    expect(rendered((await get('/prestadores/publica')).body)?.[2]).toBe(before);
    await imported([CONTENT_CHANGES]);
    const after = rendered((await get('/prestadores/publica')).body)?.[2];
    expect(Number(after)).toBeGreaterThan(Number(before));
  });

  it('an expired page is served once more while it renders again, then the fresh one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = rendered((await get('/prestadores/publica')).body)?.[2];
    vi.setSystemTime(Date.now() + CONTENT_CACHE.ttlMs + 1);
    const stale = rendered((await get('/prestadores/publica')).body)?.[2];
    expect(stale).toBe(before);
    await vi.waitFor(async () => {
      const fresh = rendered((await get('/prestadores/publica')).body)?.[2];
      expect(Number(fresh)).toBeGreaterThan(Number(before));
    });
  });

  it("a page rendered again unchanged keeps its ETag: the answers' fetch times are not what the visitor gets", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await get('/prestadores/sellada');
    vi.setSystemTime(Date.now() + CONTENT_CACHE.ttlMs + 1);
    await get('/prestadores/sellada');
    let fresh = first;
    await vi.waitFor(async () => {
      fresh = await get('/prestadores/sellada');
      expect(fresh.body).not.toBe(first.body);
    });
    expect(fresh.headers.etag).toBe(first.headers.etag);
    const revalidated = await get('/prestadores/sellada', {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it.each([
    ['a page the entry does not prerender', '/prestadores/validar-afiliado'],
    ['a page with a query', '/prestadores/publica?origen=mail'],
    ['a page whose render gave up', '/prestadores/rota'],
    ['a page whose render threw', '/prestadores/falla'],
  ])('%s gets the plain index.html, rendered in the browser', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('the server entry itself is never served', async () => {
    const response = await get('/prestadores/server/entry-server.js');
    expect(response.body).not.toContain('prerenderPage');
  });
});
