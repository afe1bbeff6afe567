import type { FastifyInstance } from 'fastify';
import { FHIR_JSON } from '@portal/contracts';
import { FHIR_MESSAGES, outcomeForStatus } from '@portal/domain/fhir';
import { registerFhirContent } from './fhir-content.ts';
import { registerFhirErrors, sendOutcome } from './fhir-errors.ts';
import { routeTable } from './method-not-allowed.ts';
import { metadataRoutes } from './metadata.routes.ts';
import { fhirResourceModules, type FhirModuleDeps } from './resource-modules.ts';

export interface FhirServerOptions {
  deps: FhirModuleDeps;
  /** Runs on every request of a protected route: sets request.fhirCaller or refuses. */
  authenticate: (app: FastifyInstance) => void;
  /** Routes of the interface's own (the token endpoint), registered before the modules'. */
  ownRoutes: (app: FastifyInstance) => void;
}

/**
 * The /fhir context (registered with that prefix, encapsulated): FHIR's media types in and out,
 * every refusal an OperationOutcome, the 404/405 of unknown paths, the auth hook, metadata, and
 * the routes of every resource module found (docs/decisions/0065).
 */
export async function fhirServer(app: FastifyInstance, options: FhirServerOptions) {
  const table = routeTable();
  app.decorateRequest('fhirCaller', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.fhir === undefined) {
      throw new Error(`FHIR route ${String(route.method)} ${route.url} declares no config.fhir`);
    }
    table.add(route.method, route.url);
  });
  registerFhirErrors(app);
  registerFhirContent(app);
  // Answers are FHIR JSON, except OAuth's own (the token and the SMART configuration).
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const oauth = request.routeOptions.config.fhir?.oauthJson === true;
    if (type.startsWith('application/json') && !oauth) {
      void reply.type(`${FHIR_JSON}; charset=utf-8`);
    }
    return payload;
  });
  options.authenticate(app);

  const modules = await fhirResourceModules();
  metadataRoutes(
    app,
    options.deps.publicUrl,
    modules.flatMap(({ module }) => module.resources),
  );
  options.ownRoutes(app);
  for (const { module } of modules) module.routes(app, options.deps);

  app.setNotFoundHandler((request, reply) => {
    const allowed = table.allowed(request.url);
    if (allowed.length > 0) {
      void reply.header('allow', allowed.join(', '));
      return sendOutcome(reply, 405, outcomeForStatus(405, FHIR_MESSAGES.methodNotAllowed));
    }
    return sendOutcome(reply, 404, outcomeForStatus(404, FHIR_MESSAGES.notFound));
  });
}
