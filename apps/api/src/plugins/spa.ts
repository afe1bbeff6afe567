import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  looksNarrow,
  prerenderedPages,
  SERVER_ENTRY_DIR,
  VISITOR_TEMPLATE,
} from './prerendered-pages.ts';
import { isMissingAsset, serveBuild } from './serve-build.ts';
import { ACCESS_CHANGES, CONTENT_CHANGES, type LiveEventBus } from '../lib/live-events.ts';

/**
 * Serves the built SPA under /prestadores/: hashed assets cached for a year (precompressed
 * .br/.gz when present), the HTML revalidated on every visit, and for every client route either
 * its page rendered on the server (public pages, docs/decisions/0041) or index.html.
 */
export async function spaPlugin(
  app: FastifyInstance,
  options: { root: string; events?: LiveEventBus },
) {
  const served = await serveBuild(app, {
    root: options.root,
    notBuilt: 'El portal no está compilado: ejecutá `npm run build`.',
    // The server render's bundle lives inside the build but is the API's, not the browser's; the
    // visitor's page is only a template of prerendered pages, never a page of its own.
    allowedPath: (pathName) =>
      !pathName.includes(`/${SERVER_ENTRY_DIR}/`) && !pathName.endsWith(`/${VISITOR_TEMPLATE}`),
  });
  if (!served) return;
  const pages = await prerenderedPages(app, { root: options.root, log: app.log });
  if (pages && options.events) {
    // A content import committed here or in another process: the pages show it next request.
    const unsubscribe = options.events.subscribe(ACCESS_CHANGES, (event) => {
      if (
        'kind' in event &&
        event.kind === 'importado' &&
        event.invalidates.includes(CONTENT_CHANGES)
      ) {
        pages.forget();
      }
    });
    app.addHook('onClose', async () => unsubscribe());
  }
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const url = new URL(request.url, 'http://portal.invalid');
    // A query string shapes what a page shows (filters, a recovery token): the browser renders it.
    const path = url.pathname.slice(app.prefix.length + 1);
    const narrow = looksNarrow(request.headers['user-agent']);
    const page = request.method === 'GET' && !url.search ? await pages?.get(path, narrow) : null;
    if (!page) return reply.sendFile('index.html');
    reply.header('etag', page.etag).header('vary', 'user-agent').type('text/html; charset=utf-8');
    return request.headers['if-none-match'] === page.etag
      ? reply.status(304).send()
      : reply.send(page.html);
  };
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (isMissingAsset(app, request)) return reply.status(404).type('text/plain').send('Not found');
    return sendPage(request, reply);
  });
}
