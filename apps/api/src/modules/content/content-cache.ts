import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_CACHE } from '@portal/domain/content';
import type { Clock } from '../../lib/clock.ts';

/** More than the site's pages, lists and a day's distinct branch searches need. */
const MAX_ENTRIES = 500;

interface Entry {
  body: unknown;
  etag: string;
  expires: number;
}

/**
 * The public site's answers kept in memory for CONTENT_CACHE.ttlMs, by key: every visitor
 * reads the same texts, so a burst of visits costs one query a minute. Each answer carries a
 * strong ETag of its JSON, computed once per load, so a browser revalidates for a 304.
 */
export function contentCache(clock: Clock) {
  const entries = new Map<string, Entry>();

  async function load<Body>(key: string, loader: () => Promise<Body>): Promise<Entry> {
    const now = clock.now().getTime();
    const kept = entries.get(key);
    if (kept && kept.expires > now) return kept;
    const body = await loader();
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
    const entry = { body, etag: `"${hash.slice(0, 27)}"`, expires: now + CONTENT_CACHE.ttlMs };
    entries.delete(key);
    // Searches are keys too: past the bound, the oldest answer goes (a Map keeps insertion order).
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return entry;
  }

  return {
    /**
     * Answers `key`'s body (loaded when missing or stale) with its ETag and a public
     * Cache-Control, or a bodiless 304 when the request already holds that ETag.
     */
    async send<Body>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      loader: () => Promise<Body>,
    ): Promise<Body | FastifyReply> {
      const entry = await load(key, loader);
      void reply
        .header('cache-control', `public, max-age=${CONTENT_CACHE.maxAgeSeconds}`)
        .header('etag', entry.etag);
      const held = request.headers['if-none-match'];
      if (held !== undefined && held.split(/\s*,\s*/).includes(entry.etag)) {
        return reply.code(304).send();
      }
      return entry.body as Body;
    },
    /** Forgets every answer: the next request reads the database (after an edit). */
    clear: () => entries.clear(),
  };
}
export type ContentCache = ReturnType<typeof contentCache>;
