import type { FastifyInstance } from 'fastify';
import {
  ratingCommentsCall,
  ratingSettingsCall,
  ratingsSummaryCall,
  saveRatingSettingsCall,
} from '@portal/contracts';
import { requireSession } from '../../access/require-session.ts';
import { routeCall } from '../../lib/call-route.ts';
import { ratingComments, ratingsSummary, type RatingsDeps } from './ratings.service.ts';
import { ratingSettings, saveRatingSettings } from './settings.service.ts';

/** Mis calificaciones: the calls of `ratingsCalls`. */
export function ratingsRoutes(app: FastifyInstance, deps: RatingsDeps): void {
  routeCall(app, ratingsSummaryCall, (request) =>
    ratingsSummary(deps, requireSession(request), request.params.code),
  );
  routeCall(app, ratingCommentsCall, (request) =>
    ratingComments(deps, requireSession(request), request.params.code, request.query),
  );
  routeCall(app, ratingSettingsCall, (request) =>
    ratingSettings(deps, requireSession(request), request.params.code),
  );
  routeCall(app, saveRatingSettingsCall, (request) =>
    saveRatingSettings(deps, requireSession(request), request.params.code, request.body),
  );
}
