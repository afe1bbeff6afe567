import type { FastifyInstance } from 'fastify';
import { operatorCaseActionCall, operatorCaseListCall } from '@portal/contracts';
import { operatorActor } from '../../../lib/actor.ts';
import { routeCall } from '../../../lib/call-route.ts';
import type { CaseWriteDeps } from '../shared/case-notices.ts';
import { operatorAction, recentCases } from './ops.service.ts';

/** The insurer's side of the support centre, for `npm run operator` (access 'operator'). */
export function opsRoutes(app: FastifyInstance, deps: CaseWriteDeps): void {
  routeCall(app, operatorCaseActionCall, (request) =>
    operatorAction(deps, request.params.n, request.body, operatorActor(request.body.operator)),
  );

  routeCall(app, operatorCaseListCall, (request) => recentCases(deps, request.query));
}
