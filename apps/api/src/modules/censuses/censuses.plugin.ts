import type { FastifyPluginAsync } from 'fastify';
import { censusEventsCall, censusLiveEvent } from '@portal/contracts';
import type { EventStreamDeps } from '../../lib/event-stream.ts';
import type { LiveEventBus } from '../../lib/live-events.ts';
import { providerEventRoute } from '../../lib/provider-events.ts';
import { censusesRoutes } from './censuses.routes.ts';
import type { CensusesDeps } from './censuses.service.ts';

/** The census area (tramitesonline/censos): app.ts finds it by its folder. */
export const censusesPlugin: FastifyPluginAsync<
  CensusesDeps & EventStreamDeps & { events: LiveEventBus }
> = async (app, deps) => {
  censusesRoutes(app, deps);
  // GET /pre/v1/censos/eventos: the auditor's decisions on the caller's rows, live (ADR 0071).
  providerEventRoute(app, deps, {
    call: censusEventsCall,
    kind: 'censo',
    eventName: 'censo',
    data: censusLiveEvent,
  });
};
