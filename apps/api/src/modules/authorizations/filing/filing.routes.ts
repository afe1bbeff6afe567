import type { FastifyInstance } from 'fastify';
import {
  dentalAuthorizationCall,
  hospitalizationNoticeCall,
  immediateAuthorizationCall,
  materialsAuthorizationCall,
  medicalAuthorizationCall,
  noAuthorizationCall,
  scheduledTransferCall,
  singleMedicationCall,
} from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import { callerOf } from '../shared/caller.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import { fileRequest } from './filing.service.ts';
import * as kinds from './kinds.ts';

/** Every kind of Alta de trámites: each body becomes the common draft and one filing. */
export function filingRoutes(app: FastifyInstance, deps: AuthorizationDeps): void {
  routeCall(app, medicalAuthorizationCall, (request) =>
    fileRequest(deps, callerOf(request), kinds.medicalDraft(request.params.id, request.body)),
  );
  routeCall(app, immediateAuthorizationCall, (request) =>
    fileRequest(deps, callerOf(request), kinds.immediateDraft(request.params.id, request.body)),
  );
  routeCall(app, materialsAuthorizationCall, (request) =>
    fileRequest(deps, callerOf(request), kinds.materialsDraft(request.params.id, request.body)),
  );
  routeCall(app, singleMedicationCall, (request) =>
    fileRequest(
      deps,
      callerOf(request),
      kinds.singleMedicationDraft(request.params.id, request.body),
    ),
  );
  routeCall(app, noAuthorizationCall, (request) =>
    fileRequest(
      deps,
      callerOf(request),
      kinds.noAuthorizationDraft(request.params.id, request.body),
    ),
  );
  routeCall(app, dentalAuthorizationCall, (request) =>
    fileRequest(deps, callerOf(request), kinds.dentalDraft(request.params.id, request.body)),
  );
  routeCall(app, scheduledTransferCall, (request) =>
    fileRequest(deps, callerOf(request), kinds.transferDraft(request.params.id, request.body)),
  );
  routeCall(app, hospitalizationNoticeCall, (request) =>
    fileRequest(
      deps,
      callerOf(request),
      kinds.hospitalizationDraft(request.params.id, request.body),
    ),
  );
}
