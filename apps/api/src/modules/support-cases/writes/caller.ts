import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../../access/require-session.ts';
import type { Caller } from './writes.service.ts';

/** Who writes: the session's user and provider; whatever the body says of them is ignored. */
export function callerOf(request: FastifyRequest): Caller {
  const session = requireSession(request);
  return { userId: session.userId, providerId: session.providerId, email: session.email };
}
