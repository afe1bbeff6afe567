import type { FastifyInstance } from 'fastify';
import {
  areasCall,
  associatedEmailsCall,
  authorizationMotivosCall,
  authorizationSearchCall,
  caseSearchCall,
  contactCaseSearchCall,
  managementUnitsCall,
  motivosCall,
  odontologyCall,
  pendingInboxCall,
  settlementMotivosCall,
} from '@portal/contracts';
import { CASE_AREA_IDS } from '@portal/domain/support-cases';
import { requireSession } from '../../../access/require-session.ts';
import { routeCall } from '../../../lib/call-route.ts';
import type { CaseReadDeps } from '../shared/ownership.service.ts';
import { pendingInbox } from './inbox.service.ts';
import * as reference from './reference.service.ts';
import { searchCases } from './search.service.ts';

/** Reference lists, searches, the pending inbox and the authorization search. */
export function readRoutes(app: FastifyInstance, deps: CaseReadDeps): void {
  routeCall(app, managementUnitsCall, (request) =>
    reference.managementUnits(deps, requireSession(request).providerId, request.params.code),
  );

  routeCall(app, odontologyCall, (request) =>
    reference.odontology(deps, requireSession(request).providerId, request.params.code),
  );

  routeCall(app, areasCall, (request) => reference.areas(deps, request.params.ambit));

  routeCall(app, motivosCall, (request) =>
    reference.reasonsOf(deps.db, request.params.id, {
      tipo: request.params.type,
      odontology: request.params.flag === 'S',
    }),
  );

  routeCall(app, authorizationMotivosCall, () =>
    reference.reasonsOf(deps.db, CASE_AREA_IDS.autorizaciones),
  );

  routeCall(app, settlementMotivosCall, () =>
    reference.reasonsOf(deps.db, CASE_AREA_IDS.liquidaciones),
  );

  routeCall(app, associatedEmailsCall, (request) =>
    reference.providerEmails(deps, requireSession(request).providerId, request.params.code),
  );

  routeCall(app, caseSearchCall, (request) => {
    const { motivoId, ...rest } = request.body;
    return searchCases(deps, requireSession(request).providerId, {
      ...rest,
      ...(motivoId === undefined ? {} : { areaId: motivoId }),
    });
  });

  routeCall(app, contactCaseSearchCall, (request) => {
    const { areaConsulta, ...rest } = request.body;
    return searchCases(deps, requireSession(request).providerId, {
      ...rest,
      ...(areaConsulta === undefined ? {} : { areaId: areaConsulta }),
    });
  });

  routeCall(app, pendingInboxCall, (request) =>
    pendingInbox(deps, requireSession(request).providerId),
  );

  routeCall(app, authorizationSearchCall, (request) =>
    reference.searchAuthorizations(deps, requireSession(request).providerId, request.query),
  );
}
