import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findGuardContext } from '../access/guard-context.ts';
import { requireSession } from '../access/require-session.ts';
import type { LiveSession } from '../access/session.ts';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../plugins/audit.ts';
import type { Clock } from './clock.ts';

/**
 * Server-sent events of the caller's provider (docs/decisions/0011), the one way every area
 * streams: authenticated by the normal bearer header (read with fetch streaming), comment-line
 * heartbeats that keep idle proxies from closing it and recheck the session (a logout or an
 * expiry ends the stream), ended on app.close(). The reply is hijacked: this writes the stream.
 */

export const SSE_HEARTBEAT_MS = 25_000;

/**
 * The reconnection delay a closing server suggests (the SSE `retry:` field): long enough for a
 * proxy to route the new connection to a process that is not shutting down.
 */
export const SSE_RETRY_ON_SHUTDOWN_MS = 2_000;

export interface EventStreamDeps {
  db: Db;
  clock: Clock;
  /** Comment lines that keep idle proxies from closing the stream. */
  heartbeatMs: number;
}

export type SendEvent = (event: string, data: unknown) => void;

export interface EventStreamSpec {
  /** The call's path, for the audit record of an impersonated or read-only session. */
  route: string;
  /** Once the stream is open: sends its first events and subscribes; returns the unsubscribe. */
  open(session: LiveSession, send: SendEvent): () => void;
}

/**
 * The closers of one route's open streams, ended before app.close() (they would keep it
 * waiting); `retryMs` tells the client when to reconnect, to another process.
 */
export type OpenStreams = Set<(retryMs?: number) => void>;

export function openStreamsOf(app: FastifyInstance): OpenStreams {
  const open: OpenStreams = new Set();
  app.addHook('preClose', (done) => {
    for (const close of [...open]) close(SSE_RETRY_ON_SHUTDOWN_MS);
    done();
  });
  return open;
}

export async function streamEvents(
  deps: EventStreamDeps,
  open: OpenStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: EventStreamSpec,
): Promise<void> {
  const session = requireSession(request);
  if (session.mode !== 'user') {
    // Hijacked replies skip the audit hook: record the request here.
    await recordAudit(deps.db, deps.clock, {
      action: 'external-session.request',
      operator: session.operator,
      userId: session.userId,
      providerId: session.providerId,
      sessionId: session.id,
      details: { method: 'GET', route: spec.route, statusCode: 200 },
    });
  }
  writeEventStream(open, request, reply, {
    route: spec.route,
    heartbeatMs: deps.heartbeatMs,
    stillAllowed: async () =>
      (await findGuardContext(deps.db, session.id, deps.clock.now(), null)) !== null,
    open: (send) => spec.open(session, send),
  });
}

export interface RawStreamSpec {
  route: string;
  heartbeatMs: number;
  /** Asked at every heartbeat: false (a logout, an expiry, a block) ends the stream. */
  stillAllowed(): Promise<boolean>;
  /** Once the stream is open: sends its first events and subscribes; returns the unsubscribe. */
  open(send: SendEvent): () => void;
}

/**
 * Writes a stream whoever its caller is (a provider's session or a staff member's): the
 * headers, the events, the heartbeats that recheck the caller, and the close on app.close().
 */
export function writeEventStream(
  open: OpenStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: RawStreamSpec,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(': conectado\n\n');
  const send: SendEvent = (event, data) => {
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const unsubscribe = spec.open(send);

  const heartbeat = setInterval(() => {
    raw.write(': ping\n\n');
    void spec
      .stillAllowed()
      .then((still) => {
        if (!still) close();
      })
      .catch(() => close());
  }, spec.heartbeatMs);

  const streamClosed = request.server.metrics?.streamOpened(request, spec.route);
  let closed = false;
  function close(retryMs?: number) {
    if (closed) return;
    closed = true;
    streamClosed?.();
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(close);
    if (retryMs !== undefined && !raw.writableEnded) raw.write(`retry: ${retryMs}\n\n`);
    raw.end();
  }
  open.add(close);
  raw.on('close', () => close());
}
