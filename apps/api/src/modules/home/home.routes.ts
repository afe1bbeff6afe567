import type { FastifyInstance } from 'fastify';
import { homeCall } from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { routeCall } from '../../lib/call-route.ts';
import { homeSummary, type HomeDeps } from './home.service.ts';

/** The logged-in home: the calls of `homeCalls`. */
export function homeRoutes(app: FastifyInstance, deps: HomeDeps): void {
  routeCall(app, homeCall, (request) =>
    homeSummary(deps, requireSession(request), request.params.code),
  );
}
