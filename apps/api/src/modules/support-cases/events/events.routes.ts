import type { FastifyInstance } from 'fastify';
import { caseEventsCall } from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import { openStreamsOf } from '../../../lib/event-stream.ts';
import { streamCaseEvents, type CaseEventDeps } from './event-stream.ts';

/** GET /pre/v1/cap/eventos: the live updates of the caller's provider (docs/decisions/0011). */
export function eventRoutes(app: FastifyInstance, deps: CaseEventDeps): void {
  const open = openStreamsOf(app);
  routeCall(app, caseEventsCall, (request, reply) => streamCaseEvents(deps, open, request, reply));
}
