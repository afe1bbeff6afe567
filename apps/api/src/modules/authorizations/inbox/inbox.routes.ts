import type { FastifyInstance } from 'fastify';
import {
  authorizationAnswerCall,
  authorizationInboxCall,
  surveyAnswerCall,
  surveyStatusCall,
} from '@portal/contracts';
import { requireSession } from '../../../access/require-session.ts';
import { routeCall } from '../../../lib/call-route.ts';
import { callerOf } from '../shared/caller.ts';
import type { AuthorizationDeps } from '../shared/deps.ts';
import { answerSurvey, surveyStatus } from '../survey/survey.service.ts';
import { answerObservation, inbox } from './inbox.service.ts';

/** The Inbox (observed requests and their answer) and the survey. */
export function inboxRoutes(app: FastifyInstance, deps: AuthorizationDeps): void {
  routeCall(app, authorizationInboxCall, (request) =>
    inbox(deps, requireSession(request).providerId, request.params.id),
  );

  routeCall(app, authorizationAnswerCall, (request) =>
    answerObservation(deps, callerOf(request), request.params, request.body),
  );

  routeCall(app, surveyStatusCall, (request) => surveyStatus(deps, requireSession(request).userId));

  routeCall(app, surveyAnswerCall, (request) =>
    answerSurvey(deps, requireSession(request).userId, request.body),
  );
}
