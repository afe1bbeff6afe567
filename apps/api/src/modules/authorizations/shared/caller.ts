import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../../access/require-session.ts';
import type { Caller } from './deps.ts';

/** Who acts: the session's user and provider; whatever a path or body says of them is checked. */
export function callerOf(request: FastifyRequest): Caller {
  const session = requireSession(request);
  return { userId: session.userId, providerId: session.providerId, email: session.email };
}
