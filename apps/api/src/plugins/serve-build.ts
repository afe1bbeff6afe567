import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Serves a Vite build under the plugin's prefix (the portal's /prestadores, the console's
 * /consola): hashed assets cached for a year (precompressed .br/.gz when present), everything
 * else revalidated on every visit. Without a build, every path under the prefix answers 503 with
 * `notBuilt`, and false is returned.
 */
export async function serveBuild(
  app: FastifyInstance,
  options: { root: string; notBuilt: string; allowedPath?: (pathName: string) => boolean },
): Promise<boolean> {
  if (!existsSync(join(options.root, 'index.html'))) {
    app.log.warn(
      { root: options.root },
      `build not found under ${app.prefix}: run \`npm run build\``,
    );
    app.setNotFoundHandler((_request, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send(options.notBuilt),
    );
    return false;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    preCompressed: true,
    wildcard: true,
    index: false,
    ...(options.allowedPath ? { allowedPath: options.allowedPath } : {}),
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

/** A request for a hashed asset the build does not have: a 404, never the document instead. */
export const isMissingAsset = (app: FastifyInstance, request: FastifyRequest) =>
  request.url.startsWith(`${app.prefix}/assets/`);
