import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stageEvent } from '@portal/contracts';
import { findGuardContext } from '../../../access/guard-context.ts';
import { requireSession } from '../../../access/require-session.ts';
import { recordAudit } from '../../../plugins/audit.ts';
import { pendingCount } from '../reads/inbox.service.ts';
import type { CaseReadDeps } from '../shared/ownership.service.ts';
import { isAuthorizationEvent, type CaseEventBus, type LiveEvent } from './case-events.ts';

export interface CaseEventDeps extends CaseReadDeps {
  events: CaseEventBus;
  /** Comment lines that keep idle proxies from closing the stream (docs/decisions/0011). */
  heartbeatMs: number;
}

export const SSE_HEARTBEAT_MS = 25_000;

/** The closers of the open streams: open streams would keep app.close() waiting for ever. */
export type OpenStreams = Set<() => void>;

function send(raw: ServerResponse, event: string, data: unknown) {
  raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * Server-sent events of the caller's provider, authenticated by the normal bearer header (read
 * with fetch streaming). `inbox` on connect and when the count changes; `etapa` when a stage is
 * added to one of the provider's cases. The reply is hijacked: this writes the stream itself.
 */
export async function streamCaseEvents(
  deps: CaseEventDeps,
  open: OpenStreams,
  request: FastifyRequest,
  reply: FastifyReply,
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
      details: { method: 'GET', route: '/pre/v1/cap/eventos', statusCode: 200 },
    });
  }
  const count = await pendingCount(deps, session.providerId);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let lastCount = count;
  send(raw, 'inbox', { cantidad: count });

  // Events are handled one after another so the inbox counts arrive in order.
  let queue = Promise.resolve();
  const onEvent = (event: LiveEvent) => {
    // The same bus carries the authorizations' events: they have their own stream.
    if (isAuthorizationEvent(event)) return;
    queue = queue
      .then(async () => {
        // The contract's shape: the provider id stays on the server.
        send(raw, 'etapa', stageEvent.parse(event));
        const next = await pendingCount(deps, session.providerId);
        if (next !== lastCount) {
          lastCount = next;
          send(raw, 'inbox', { cantidad: next });
        }
      })
      .catch((error: unknown) => {
        request.log.warn({ err: (error as Error).message }, 'case event not streamed');
      });
  };
  const unsubscribe = deps.events.subscribe(session.providerId, onEvent);

  const heartbeat = setInterval(() => {
    raw.write(': ping\n\n');
    void findGuardContext(deps.db, session.id, deps.clock.now(), null)
      .then((still) => {
        if (!still) close();
      })
      .catch(() => close());
  }, deps.heartbeatMs);

  let closed = false;
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(close);
    raw.end();
  }
  open.add(close);
  raw.on('close', close);
}
