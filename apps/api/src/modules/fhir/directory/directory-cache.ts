import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';

/**
 * The directory's answers are public and the same for every client, so each is kept a minute
 * in the process (as the public site's texts are, ADR 0067): a HIS paging through a city, or a
 * hundred of them asking the same specialty, costs one search a minute. A browser or proxy may
 * keep it as long, and revalidates by ETag for a 304. A request marked `Cache-Control: no-cache`
 * reads the directory again.
 */
export const FHIR_DIRECTORY_CACHE = { ttlMs: 60_000, maxAgeSeconds: 60, maxEntries: 500 };

interface Entry {
  body: Promise<{ json: string; etag: string }>;
  expires: number;
}

export function directoryCache(clock: Clock) {
  const entries = new Map<string, Entry>();

  function load(key: string, loader: () => Promise<unknown>, fresh: boolean): Entry['body'] {
    const now = clock.now().getTime();
    const kept = entries.get(key);
    if (kept && kept.expires > now && !fresh) return kept.body;
    const body = loader().then((value) => {
      const json = JSON.stringify(value);
      const hash = createHash('sha256').update(json).digest('base64url');
      return { json, etag: `"${hash.slice(0, 27)}"` };
    });
    // A refusal or a failure is not kept: the next request asks again.
    body.catch(() => entries.get(key)?.body === body && entries.delete(key));
    entries.delete(key);
    if (entries.size >= FHIR_DIRECTORY_CACHE.maxEntries) {
      entries.delete(entries.keys().next().value!);
    }
    entries.set(key, { body, expires: now + FHIR_DIRECTORY_CACHE.ttlMs });
    return body;
  }

  return {
    /** Answers the key's resource (loaded when missing or stale), or a 304 for its ETag. */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      loader: () => Promise<unknown>,
    ): Promise<FastifyReply> {
      // A client's no-cache asks for the directory as it is now (and keeps that answer).
      const fresh = /\bno-cache\b/.test(request.headers['cache-control'] ?? '');
      const { json, etag } = await load(key, loader, fresh);
      void reply
        .header('cache-control', `public, max-age=${FHIR_DIRECTORY_CACHE.maxAgeSeconds}`)
        .header('etag', etag);
      const held = request.headers['if-none-match'];
      if (held !== undefined && held.split(/\s*,\s*/).includes(etag)) {
        return reply.code(304).send();
      }
      return reply.type('application/fhir+json; charset=utf-8').send(json);
    },
  };
}
