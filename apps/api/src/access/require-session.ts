import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/domain/app';
import { HttpError } from '../lib/errors.ts';
import type { LiveSession } from './session.ts';

/**
 * The caller's session on a route whose access rule needs one. The access plugin has already
 * refused the request without it; reaching here without one is a route declared 'public' by
 * mistake, and it answers 401 rather than run the handler for nobody.
 */
export function requireSession(request: FastifyRequest): LiveSession {
  if (!request.session) throw new HttpError(401, MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  return request.session;
}
