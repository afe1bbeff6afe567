import type { FastifyInstance, FastifyReply } from 'fastify';
import { isMissingAsset, serveBuild } from './serve-build.ts';

/**
 * Serves the insurer's console (apps/console/dist) under /consola/, as the portal is served but
 * without prerendered pages: every client route (/consola/ingresar, /consola/alta?…) answers its
 * index.html, revalidated on every visit (docs/decisions/0057).
 */
export async function consoleSpaPlugin(app: FastifyInstance, options: { root: string }) {
  const served = await serveBuild(app, {
    root: options.root,
    notBuilt: 'La consola no está compilada: ejecutá `npm run build`.',
  });
  if (!served) return;
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) =>
    isMissingAsset(app, request)
      ? reply.status(404).type('text/plain').send('Not found')
      : sendIndex(reply),
  );
}
