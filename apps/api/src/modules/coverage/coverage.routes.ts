import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoverageCallSet } from '@portal/contracts';
import type { PermissionKey } from '@portal/domain/access';
import { requireSession } from '../../access/require-session.ts';
import { routeCall } from '../../lib/call-route.ts';
import {
  agreedServicesOf,
  authorizable,
  coverageCheck,
  diagnosesByCode,
  diagnosesByName,
  searchServices,
  type CoverageDeps,
} from './coverage.service.ts';
import {
  attentionPlaces,
  circlesOf,
  registerTerminal,
  terminals,
  validateCartilla,
} from './places.service.ts';

/** The lookups of any one base (validador or conectividad): the same routes under each. */
export type AnyCoverageCalls = CoverageCallSet<`/pre/v1/${string}`, PermissionKey, string>;

const providerOf = (request: FastifyRequest) => requireSession(request).providerId;

/**
 * The coverage and directory lookups (spec §7 "Affiliates and coverage", "Attention places
 * and terminals") of one base, behind that base's permission (docs/decisions/0007).
 */
export function coverageRoutes(
  app: FastifyInstance,
  deps: CoverageDeps,
  calls: AnyCoverageCalls,
): void {
  routeCall(app, calls.coverageCheck, (request) =>
    coverageCheck(deps, providerOf(request), request.query),
  );

  routeCall(app, calls.isAuthorizable, (request) =>
    authorizable(deps, request.query.prestac, request.query.nomen),
  );

  routeCall(app, calls.services, (request) => searchServices(deps, request.query));

  routeCall(app, calls.agreedServices, (request) =>
    agreedServicesOf(deps, providerOf(request), request.query),
  );

  routeCall(app, calls.diagnosesByCode, (request) => diagnosesByCode(deps, request.body.codigo));

  routeCall(app, calls.diagnosesByName, (request) =>
    diagnosesByName(deps, request.query.denominacion, request.query.limit),
  );

  routeCall(app, calls.places, (request) =>
    attentionPlaces(deps, providerOf(request), request.params.id, request.query.fecha),
  );

  routeCall(app, calls.cartilla, (request) =>
    validateCartilla(deps, providerOf(request), request.params, request.query.codigoCartilla),
  );

  routeCall(app, calls.terminals, (request) =>
    terminals(
      deps,
      providerOf(request),
      request.params.id,
      request.query.codigoEmpresaConectividad,
    ),
  );

  routeCall(app, calls.registerTerminal, (request) =>
    registerTerminal(deps, providerOf(request), request.body),
  );

  routeCall(app, calls.circles, (request) =>
    circlesOf(deps, providerOf(request), request.params.id),
  );
}
