import type { FastifyReply, FastifyRequest } from 'fastify';
import { caseEventsCall, stageEvent } from '@portal/contracts';
import { requireSession } from '../../../access/require-session.ts';
import { streamEvents, type EventStreamDeps, type OpenStreams } from '../../../lib/event-stream.ts';
import { pendingCount } from '../reads/inbox.service.ts';
import type { CaseReadDeps } from '../shared/ownership.service.ts';
import { isCaseStageEvent, type LiveEventBus, type LiveEvent } from '../../../lib/live-events.ts';

export interface CaseEventDeps extends CaseReadDeps, EventStreamDeps {
  events: LiveEventBus;
}

/**
 * GET /pre/v1/cap/eventos (docs/decisions/0011): `inbox` on connect and when the count changes;
 * `etapa` when a stage is added to one of the provider's cases.
 */
export async function streamCaseEvents(
  deps: CaseEventDeps,
  open: OpenStreams,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { providerId } = requireSession(request);
  let lastCount = await pendingCount(deps, providerId);
  await streamEvents(deps, open, request, reply, {
    route: caseEventsCall.path,
    open(session, send) {
      send('inbox', { cantidad: lastCount });
      // Events are handled one after another so the inbox counts arrive in order.
      let queue = Promise.resolve();
      return deps.events.subscribe(session.providerId, (event: LiveEvent) => {
        // The same bus carries the other areas' decisions: they have streams of their own.
        if (!isCaseStageEvent(event)) return;
        queue = queue
          .then(async () => {
            // The contract's shape: the provider id stays on the server.
            send('etapa', stageEvent.parse(event));
            const next = await pendingCount(deps, session.providerId);
            if (next !== lastCount) {
              lastCount = next;
              send('inbox', { cantidad: next });
            }
          })
          .catch((error: unknown) => {
            request.log.warn({ err: (error as Error).message }, 'case event not streamed');
          });
      });
    },
  });
}
