import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_CACHE } from '@portal/domain/content';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** What the web build's server entry (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  isPrerenderable(path: string): boolean;
  prerenderPage(
    path: string,
    fetch: typeof globalThis.fetch,
    layout: { narrow: boolean },
  ): Promise<RenderedPage | null>;
}

interface RenderedPage {
  html: string;
  title: string;
  state: string;
}

export interface PrerenderedPage {
  html: string;
  etag: string;
}

interface Entry {
  page: PrerenderedPage | null;
  expiresAt: number;
}

/**
 * The server's guess of a phone from the user agent ('Mobi', as browsers' own advice has it): the
 * prerendered page is laid out for it, and the browser corrects the layout if the guess was wrong.
 */
export const looksNarrow = (userAgent: string | undefined) => /Mobi/i.test(userAgent ?? '');

/** The page every prerendered public page is composed in: the visitor's boot. */
export const VISITOR_TEMPLATE = 'visitor.html';

/** Where `vite build --ssr` leaves the server entry inside the web build (never served). */
export const SERVER_ENTRY_DIR = 'server';

/** A `fetch` that answers /pre calls in process (Fastify's inject): no socket, no port. */
function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://portal.invalid'), init);
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The public pages rendered on the server (docs/decisions/0041): visitor.html with the page's
 * markup, title and answers, kept CONTENT_CACHE.ttlMs like the content it shows; an expired page
 * is served once more while it renders again. Null when the build has no server entry or no
 * visitor.html (a build made with `vite build` alone): the portal then renders every page in
 * the browser.
 */
export async function prerenderedPages(
  app: FastifyInstance,
  options: { root: string; log: FastifyBaseLogger },
) {
  const file = join(options.root, SERVER_ENTRY_DIR, 'entry-server.js');
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const templateFile = join(options.root, VISITOR_TEMPLATE);
  if (!existsSync(templateFile)) return null;
  const template = readFileSync(templateFile, 'utf8');
  const fetch = injectFetch(app);
  const cache = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry>>();
  // Bumped when the content changed: a render begun before keeps its answer out of the cache.
  let generation = 0;

  const compose = (page: RenderedPage): PrerenderedPage => {
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.state}`);
    // Of what the visitor gets, not of when: the answers' fetch times differ at every render.
    const stable = html.replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, '');
    const etag = `"${createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"`;
    return { html, etag };
  };

  const render = (path: string, narrow: boolean): Promise<Entry> => {
    const key = `${narrow ? 'narrow' : 'wide'}:${path}`;
    const running = rendering.get(key);
    if (running) return running;
    const begun = generation;
    const next = entry
      .prerenderPage(path, fetch, { narrow })
      .then((page) => (page ? compose(page) : null))
      .catch((error: unknown) => {
        options.log.warn({ err: error, path }, 'prerender failed: the page renders in the browser');
        return null;
      })
      .then((page) => {
        const fresh = { page, expiresAt: Date.now() + CONTENT_CACHE.ttlMs };
        if (begun === generation) cache.set(key, fresh);
        return fresh;
      })
      .finally(() => {
        if (rendering.get(key) === next) rendering.delete(key);
      });
    rendering.set(key, next);
    return next;
  };

  return {
    /**
     * The page at `path` (under /prestadores, no leading slash) laid out for a phone or not, or
     * null to serve index.html.
     */
    async get(path: string, narrow: boolean): Promise<PrerenderedPage | null> {
      if (!entry.isPrerenderable(path)) return null;
      const cached = cache.get(`${narrow ? 'narrow' : 'wide'}:${path}`);
      if (!cached) return (await render(path, narrow)).page;
      if (cached.expiresAt <= Date.now()) void render(path, narrow);
      return cached.page;
    },
    /** The content changed (an import): every page renders again on its next request. */
    forget() {
      generation += 1;
      cache.clear();
      rendering.clear();
    },
  };
}
