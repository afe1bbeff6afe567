import type { FastifyInstance } from 'fastify';
import {
  censusAffiliateCall,
  censusOptionsCall,
  registerCensusCall,
  searchCensusCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { routeCall } from '../../lib/call-route.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { validateAffiliate } from '../affiliates/public.ts';
import {
  censusOptions,
  registerCensus,
  searchCensus,
  type CensusesDeps,
} from './censuses.service.ts';

/** The census of inpatients (tramitesonline/censos): the calls of `censusesCalls`. */
export function censusesRoutes(app: FastifyInstance, deps: CensusesDeps): void {
  routeCall(app, censusAffiliateCall, (request) => {
    ownProvider(requireSession(request).providerId, request.params.id);
    return validateAffiliate(deps, request.body, request.ip);
  });

  routeCall(app, censusOptionsCall, (request) =>
    censusOptions(deps, requireSession(request), request.params.id),
  );

  routeCall(app, registerCensusCall, (request) =>
    registerCensus(deps, requireSession(request), request.params.id, request.body),
  );

  routeCall(app, searchCensusCall, (request) =>
    searchCensus(deps, requireSession(request), request.params.id, request.query),
  );
}
