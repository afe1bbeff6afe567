import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authorizationEventsCall, authorizationLiveEvent } from '@portal/contracts';
import { findGuardContext } from '../../../access/guard-context.ts';
import { requireSession } from '../../../access/require-session.ts';
import { routeCall } from '../../../lib/call-route.ts';
import { recordAudit } from '../../../plugins/audit.ts';
import type { LiveEvent } from '../../support-cases/public.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';

type OpenStreams = Set<() => void>;

/**
 * GET /pre/v1/autorizaciones/eventos: server-sent 'autorizacion' events when the insurer
 * decides or observes one of the caller's provider's requests (the support centre's design,
 * docs/decisions/0011: bearer header, heartbeat comments, the stream ends with the session).
 */
async function streamEvents(
  deps: AuthorizationDeps,
  open: OpenStreams,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const session = requireSession(request);
  if (session.mode !== 'user') {
    // Hijacked replies skip the audit hook: record the request here.
    await recordAudit(deps.db, deps.clock, {
      action: 'external-session.request',
      operator: session.operator,
      userId: session.userId,
      providerId: session.providerId,
      sessionId: session.id,
      details: { method: 'GET', route: authorizationEventsCall.path, statusCode: 200 },
    });
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(': conectado\n\n');

  const onEvent = (event: LiveEvent) => {
    // The bus carries the support centre's events too; a case event has no `kind`.
    if (!('kind' in event) || event.kind !== 'autorizacion') return;
    // The contract's shape: the provider id stays on the server.
    const data = authorizationLiveEvent.parse(event.event);
    raw.write(`event: autorizacion\ndata: ${JSON.stringify(data)}\n\n`);
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

export function eventRoutes(app: FastifyInstance, deps: AuthorizationDeps): void {
  const open: OpenStreams = new Set();
  // Open streams would keep app.close() waiting for ever: end them first.
  app.addHook('preClose', (done) => {
    for (const close of [...open]) close();
    done();
  });
  routeCall(app, authorizationEventsCall, (request, reply) =>
    streamEvents(deps, open, request, reply),
  );
}
