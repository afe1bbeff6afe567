import type { FastifyInstance } from 'fastify';
import { externalGrantCall } from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import type { ExternalGrantDeps } from '../../session/public.ts';
import { issueExternalGrant } from './external-grants.service.ts';

/** The operator's session links: not a capweb call, so outside the capweb URL rule. */
export function externalGrantRoutes(app: FastifyInstance, deps: ExternalGrantDeps): void {
  routeCall(app, externalGrantCall, (request) => issueExternalGrant(deps, request.body));
}
