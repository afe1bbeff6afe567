import type { FastifyInstance } from 'fastify';
import { fhirClientsCall, registerFhirClientCall, revokeFhirClientCall } from '@portal/contracts';
import { requireSession } from '../../../access/require-session.ts';
import { routeCall } from '../../../lib/call-route.ts';
import {
  listClients,
  registerClient,
  revokeFhirClient,
  type FhirClientsDeps,
} from './clients.service.ts';

/** The calls of `fhirCalls` (Sistemas conectados). */
export function fhirClientRoutes(app: FastifyInstance, deps: FhirClientsDeps): void {
  routeCall(app, fhirClientsCall, (request) => listClients(deps, requireSession(request)));
  routeCall(app, registerFhirClientCall, (request) =>
    registerClient(deps, requireSession(request), request.body),
  );
  routeCall(app, revokeFhirClientCall, (request) =>
    revokeFhirClient(deps, requireSession(request), request.params.idCliente),
  );
}
