import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA under /prestadores/: hashed assets cached for a year (precompressed
 * .br/.gz when present), index.html never cached, and index.html for every client route.
 */
export async function spaPlugin(app: FastifyInstance, options: { root: string }) {
  const indexFile = join(options.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { root: options.root },
      'web build not found: run `npm run build` to serve the portal',
    );
    app.setNotFoundHandler((_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('El portal no está compilado: ejecutá `npm run build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    preCompressed: true,
    wildcard: true,
    index: false,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (
    _request: unknown,
    reply: { header(k: string, v: string): unknown; sendFile(f: string): unknown },
  ) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/prestadores/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
