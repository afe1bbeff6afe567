import type { AuthorizationLiveEvent } from '@portal/contracts';
import type { AuthorizationDeps } from './deps.ts';

/**
 * After a commit: tells the provider's open pages (the one live bus, docs/decisions/0011).
 * A failure here never undoes or fails the write; the next fetch shows the change anyway.
 */
export async function publishDecision(
  deps: Pick<AuthorizationDeps, 'events' | 'log'>,
  providerId: number,
  event: AuthorizationLiveEvent,
) {
  try {
    await deps.events.publish({ kind: 'autorizacion', providerId, event });
  } catch (error) {
    deps.log.warn(
      { err: (error as Error).message, nroAutorizacion: event.nroAutorizacion },
      'authorization event not published',
    );
  }
}
