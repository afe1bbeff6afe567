import type { FastifyInstance } from 'fastify';
import {
  addCaseFilesCall,
  fileCaseCall,
  replyCaseCall,
  saveCaseNoteCall,
  stageFilesCall,
} from '@portal/contracts';
import { routeCall } from '../../../lib/call-route.ts';
import type { CaseWriteDeps } from '../shared/case-notices.ts';
import { callerOf } from './caller.ts';
import { fileCase } from './filing.service.ts';
import * as writes from './writes.service.ts';

/**
 * The provider's writes, each with files (the calls carry the attachments' body limit).
 * Read-only sessions are refused by the guard.
 */
export function writeRoutes(app: FastifyInstance, deps: CaseWriteDeps): void {
  routeCall(app, fileCaseCall, (request) => fileCase(deps, callerOf(request), request.body));

  routeCall(app, saveCaseNoteCall, (request) =>
    writes.addCaseNote(deps, callerOf(request), request.body),
  );

  routeCall(app, stageFilesCall, (request) =>
    writes.stageFiles(deps, callerOf(request), request.body.rudiFiles),
  );

  routeCall(app, addCaseFilesCall, (request) =>
    writes.addCaseFiles(deps, callerOf(request), request.params.n, request.body.rudiFiles),
  );

  routeCall(app, replyCaseCall, (request) =>
    writes.replyToCase(deps, callerOf(request), request.body),
  );
}
