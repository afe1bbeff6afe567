import type { FastifyInstance } from 'fastify';
import {
  createProviderCall,
  providerActivityCall,
  providerCatalogueCall,
  providerDetailCall,
  providerLocalitiesCall,
  providerModulesCall,
  providerSearchCall,
  providerUserBlockCall,
} from '@portal/contracts';
import { requireStaff } from '../../access/require-staff.ts';
import { routeCall } from '../../lib/call-route.ts';
import type { ProviderAdminDeps } from './deps.ts';
import {
  moduleCatalogue,
  providerActivity,
  providerDetail,
  providerLocalities,
  searchProviders,
} from './reads.service.ts';
import { blockProviderUser, changeProviderModules, createProvider } from './writes.service.ts';

export function providerAdminRoutes(app: FastifyInstance, deps: ProviderAdminDeps): void {
  routeCall(app, providerSearchCall, (request) => searchProviders(deps, request.query));
  routeCall(app, providerLocalitiesCall, (request) => providerLocalities(deps, request.query.q));
  routeCall(app, providerCatalogueCall, () => moduleCatalogue(deps));
  routeCall(app, providerDetailCall, (request) => providerDetail(deps, request.params.codigo));
  routeCall(app, providerActivityCall, (request) =>
    providerActivity(deps, request.params.codigo, request.query.pagina),
  );
  routeCall(app, createProviderCall, (request) =>
    createProvider(deps, requireStaff(request), request.body),
  );
  routeCall(app, providerUserBlockCall, (request) =>
    blockProviderUser(deps, requireStaff(request), request.params, request.body.bloqueado),
  );
  routeCall(app, providerModulesCall, (request) =>
    changeProviderModules(deps, requireStaff(request), request.params.codigo, request.body.modulos),
  );
}
