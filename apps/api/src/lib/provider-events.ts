import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '@portal/contracts';
import type { z } from 'zod';
import { routeCall } from './call-route.ts';
import { openStreamsOf, streamEvents, type EventStreamDeps } from './event-stream.ts';
import type { CensusBusEvent, InquiryBusEvent, LiveEvent, LiveEventBus } from './live-events.ts';

/*
 * A decision of the insurer that one area streams to its provider's open pages
 * (docs/decisions/0071): published on the one bus under the provider's id, so it reaches that
 * provider's streams on every process and no other provider's.
 */

type AreaDecisionEvent = CensusBusEvent | InquiryBusEvent;

/**
 * After a commit: tells the provider's open pages. A failure never undoes or fails the write;
 * the page's next fetch shows the change anyway.
 */
export async function publishToProvider(
  deps: { events: LiveEventBus; log: { warn(obj: object, msg: string): void } },
  event: AreaDecisionEvent,
): Promise<void> {
  try {
    await deps.events.publish(event);
  } catch (error) {
    deps.log.warn(
      { err: (error as Error).message, kind: event.kind, id: event.event.id },
      'provider event not published',
    );
  }
}

export interface ProviderStreamSpec<K extends AreaDecisionEvent['kind']> {
  call: CallDefinition & { method: 'GET' };
  /** The bus kind this stream forwards; every other event on the provider's key is skipped. */
  kind: K;
  /** The SSE event name the provider's page listens for. */
  eventName: string;
  /** The contract's shape of the data: the provider id stays on the server. */
  data: z.ZodType;
}

/** The area's stream call: the caller's provider's events of one kind, as server-sent events. */
export function providerEventRoute<K extends AreaDecisionEvent['kind']>(
  app: FastifyInstance,
  deps: EventStreamDeps & { events: LiveEventBus },
  spec: ProviderStreamSpec<K>,
): void {
  const open = openStreamsOf(app);
  routeCall(app, spec.call, (request, reply) =>
    streamEvents(deps, open, request, reply, {
      route: spec.call.path,
      open: (session, send) =>
        deps.events.subscribe(session.providerId, (event: LiveEvent) => {
          if (!('kind' in event) || event.kind !== spec.kind) return;
          send(spec.eventName, spec.data.parse(event.event));
        }),
    }),
  );
}
