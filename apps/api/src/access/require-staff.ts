import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/domain/app';
import { HttpError } from '../lib/errors.ts';
import type { StaffCaller } from './staff-guard.ts';

/**
 * The staff member on a staff route. The guard has already refused the request without one;
 * reaching here without one is a route declared with another access by mistake.
 */
export function requireStaff(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw new HttpError(401, MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  return request.staff;
}
