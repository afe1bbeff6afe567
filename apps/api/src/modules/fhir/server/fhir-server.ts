import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { FHIR_JSON } from '@portal/contracts';
import { FHIR_MESSAGES, outcomeForStatus } from '@portal/domain/fhir';
import { registerFhirContent } from './fhir-content.ts';
import { registerFhirErrors, sendOutcome } from './fhir-errors.ts';
import { routeTable } from './method-not-allowed.ts';
import { metadataRoutes } from './metadata.routes.ts';
import { fhirResourceModules, type FhirModuleDeps } from './resource-modules.ts';

/** A route of the interface: what the matrix and the fuzz walk. */
export interface FhirRoute {
  method: string;
  url: string;
  access: NonNullable<FastifyContextConfig['fhir']>;
}

const ROUTES = new WeakMap<object, FhirRoute[]>();

/** The FHIR routes an app registered (by its HTTP server, which every context shares). */
export const fhirRoutesOf = (app: FastifyInstance): readonly FhirRoute[] =>
  ROUTES.get(app.server) ?? [];

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
  const routes: FhirRoute[] = [];
  ROUTES.set(app.server, routes);
  app.decorateRequest('fhirCaller', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.fhir;
    if (access === undefined) {
      throw new Error(`FHIR route ${String(route.method)} ${route.url} declares no config.fhir`);
    }
    // The portal's OpenAPI document lists the contracts' calls only; the CapabilityStatement is
    // what documents these.
    route.schema = { ...route.schema, hide: true };
    table.add(route.method, route.url);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
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
