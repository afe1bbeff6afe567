import type { FastifyInstance } from 'fastify';
import { registerProviderCall, registerUserCall, verifyEmailCall } from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import * as service from './registration.service.ts';

/** Registration of a provider's administrator user (home/registracion), public. */
export function registrationRoutes(app: FastifyInstance, deps: service.RegistrationDeps): void {
  routeCall(app, registerProviderCall, (request) =>
    service.validateProvider(deps, request.body.codPrestador, request.body.cuit, request.ip),
  );
  routeCall(app, verifyEmailCall, (request) =>
    service.verifyEmail(deps, request.body.email, request.ip),
  );
  routeCall(app, registerUserCall, (request) =>
    service.registerUser(deps, request.body, request.ip),
  );
}
