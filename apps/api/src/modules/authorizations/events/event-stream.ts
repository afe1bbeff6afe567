import type { FastifyInstance } from 'fastify';
import { authorizationEventsCall, authorizationLiveEvent } from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import { openStreamsOf, streamEvents } from '../../../lib/event-stream.ts';
import type { LiveEvent } from '../../../lib/live-events.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';

/**
 * GET /pre/v1/autorizaciones/eventos: server-sent 'autorizacion' events when the insurer
 * decides or observes one of the caller's provider's requests (docs/decisions/0011, 0020).
 */
export function eventRoutes(app: FastifyInstance, deps: AuthorizationDeps): void {
  const open = openStreamsOf(app);
  routeCall(app, authorizationEventsCall, (request, reply) =>
    streamEvents(deps, open, request, reply, {
      route: authorizationEventsCall.path,
      open: (session, send) =>
        deps.events.subscribe(session.providerId, (event: LiveEvent) => {
          // The bus carries the support centre's events too; a case event has no `kind`.
          if (!('kind' in event) || event.kind !== 'autorizacion') return;
          // The contract's shape: the provider id stays on the server.
          send('autorizacion', authorizationLiveEvent.parse(event.event));
        }),
    }),
  );
}
