import type { FastifyInstance } from 'fastify';
import { FHIR_BASE_PATH } from '@portal/contracts';
import { FHIR_MESSAGES } from '@portal/domain/fhir';
import type { AreaPlugin } from '../../areas.ts';
import { FhirError } from './server/fhir-errors.ts';
import { fhirServer } from './server/fhir-server.ts';

function authenticate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.fhir;
    if (!access || 'public' in access) return;
    throw new FhirError(401, FHIR_MESSAGES.unauthorized, { 'www-authenticate': 'Bearer' });
  });
}

/**
 * The FHIR R4 interface (docs/decisions/0065): its own context under /fhir, found by app.ts as
 * every area's plugin is.
 */
export const fhirPlugin: AreaPlugin = async (app, deps) => {
  await app.register(fhirServer, {
    prefix: FHIR_BASE_PATH,
    deps,
    authenticate,
    ownRoutes: () => undefined,
  });
};
