import type { FastifyInstance } from 'fastify';
import { staffEventsCall, staffQueueEvent } from '@portal/contracts';
import { QUEUES } from '@portal/domain/queues';
import { requireStaff } from '../../access/require-staff.ts';
import { findStaffCaller } from '../../access/staff-guard.ts';
import { routeCall } from '../../lib/call-route.ts';
import { openStreamsOf, writeEventStream } from '../../lib/event-stream.ts';
import { STAFF_QUEUES, type LiveEventBus } from '../../lib/live-events.ts';
import type { QueuesDeps } from './list.service.ts';

export interface StaffEventsDeps extends QueuesDeps {
  events: LiveEventBus;
  heartbeatMs: number;
}

/**
 * GET /pre/consola/v0/eventos: a `cola` event ({ cola, id }) whenever an item of a queue the
 * caller's roles work is filed, answered or decided, on any process (docs/decisions/0059). The
 * heartbeat rechecks the staff session, so a logout, an expiry or a block ends the stream.
 */
export function staffEventRoutes(app: FastifyInstance, deps: StaffEventsDeps): void {
  const open = openStreamsOf(app);
  routeCall(app, staffEventsCall, async (request, reply) => {
    const staff = requireStaff(request);
    const mine = new Set(
      QUEUES.filter((queue) => staff.roles.includes(queue.role)).map((queue) => queue.id),
    );
    writeEventStream(open, request, reply, {
      route: staffEventsCall.path,
      heartbeatMs: deps.heartbeatMs,
      stillAllowed: async () =>
        (await findStaffCaller(deps.db, staff.sessionId, deps.clock.now())) !== null,
      open: (send) =>
        deps.events.subscribe(STAFF_QUEUES, (event) => {
          if (!('kind' in event) || event.kind !== 'cola' || !mine.has(event.cola)) return;
          send('cola', staffQueueEvent.parse({ cola: event.cola, id: event.id }));
        }),
    });
    return Promise.resolve();
  });
}
