import type { FastifyInstance } from 'fastify';
import { operatorAuthorizationListCall, operatorDecisionCall } from '@portal/contracts';
import { operatorActor } from '../../../lib/actor.ts';
import { routeCall } from '../../../lib/call-route.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import { operatorDecision, operatorQueue } from './ops.service.ts';

/** The insurer's side, for `npm run operator -- auth` (access 'operator'). */
export function opsRoutes(app: FastifyInstance, deps: AuthorizationDeps): void {
  routeCall(app, operatorAuthorizationListCall, (request) => operatorQueue(deps, request.query));
  routeCall(app, operatorDecisionCall, (request) =>
    operatorDecision(deps, request.params.nro, request.body, operatorActor(request.body.operador)),
  );
}
