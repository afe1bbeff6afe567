import { errorResponse } from '@portal/contracts';
import { CASE_EXTRA_MESSAGES, isUrlLengthValid } from '@portal/domain';
import { HttpError } from '../../lib/errors.ts';
import type { LiveSession } from '../../access/session.ts';

/** Every capweb route is guarded by the support centre's permission key (spec §2). */
export const CAP_ACCESS = { module: 'centro-de-atencion-al-prestador' } as const;
export const TAGS = ['support-cases'];

/** The access plugin guarantees a session on every guarded route. */
export const live = (session: LiveSession | null): LiveSession => session!;

export const callerOf = (session: LiveSession | null) => {
  const s = live(session);
  return { userId: s.userId, providerId: s.providerId, email: s.email };
};

/** The error answers a capweb route may give, all in the one error shape. */
export const capErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  414: errorResponse,
};

/** Spec §5: a URL must stay under 255 characters; longer ones are refused on these routes. */
export function refuseLongUrls(url: string) {
  if (!isUrlLengthValid(url)) {
    throw new HttpError(414, CASE_EXTRA_MESSAGES.urlTooLong, 'URL_TOO_LONG');
  }
}
