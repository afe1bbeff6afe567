import { EXTRA_MESSAGES } from '@portal/domain/app';
import { HttpError } from './errors.ts';

/**
 * A provider id in a path, query or body must be the caller's: another provider's answers 404,
 * exactly as an id that does not exist, so nothing reveals what exists.
 */
export function ownProvider(sessionProviderId: number, requestedProviderId: number): void {
  if (sessionProviderId !== requestedProviderId) {
    throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  }
}
