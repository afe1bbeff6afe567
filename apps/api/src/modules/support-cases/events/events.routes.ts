import type { FastifyInstance } from 'fastify';
import { caseEventsCall } from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import { streamCaseEvents, type CaseEventDeps, type OpenStreams } from './event-stream.ts';

/** GET /pre/v1/cap/eventos: the live updates of the caller's provider (docs/decisions/0011). */
export function eventRoutes(app: FastifyInstance, deps: CaseEventDeps): void {
  const open: OpenStreams = new Set();
  // Open streams would keep app.close() waiting for ever: end them first.
  app.addHook('preClose', (done) => {
    for (const close of [...open]) close();
    done();
  });

  routeCall(app, caseEventsCall, (request, reply) => streamCaseEvents(deps, open, request, reply));
}
