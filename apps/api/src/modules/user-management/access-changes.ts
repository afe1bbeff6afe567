import type { GuardCache } from '../../access/guard-cache.ts';
import { ACCESS_CHANGES, type LiveEventBus } from '../../lib/live-events.ts';

/**
 * A user's grants or state changed: this process forgets its guard answers at once (ADR 0013),
 * and the others hear it on the live-event bus (NOTIFY on PostgreSQL), so no process keeps a
 * stale grant for the cache's window (ADR 0023). A lost notification leaves that window only.
 */
export interface AccessChangeDeps {
  guardCache: GuardCache;
  events: LiveEventBus;
}

export async function forgetAccess(deps: AccessChangeDeps, userId: number): Promise<void> {
  deps.guardCache.forgetUser(userId);
  // The change is committed: a failed notification must not turn it into an error; the other
  // processes then see it within the cache's window, as before this bus existed.
  await deps.events
    .publish({ kind: 'acceso', providerId: ACCESS_CHANGES, userId })
    .catch(() => undefined);
}

/** What an import names in its `invalidates` when it changed who may do what (providers). */
export const IMPORT_INVALIDATES_ACCESS = 'access';

/**
 * Every API process: forget the users whose access another process changed. An import that
 * deactivated providers or changed their modules names no users, so every check is forgotten.
 */
export function listenForAccessChanges(events: LiveEventBus, guardCache: GuardCache): () => void {
  return events.subscribe(ACCESS_CHANGES, (event) => {
    if (!('kind' in event)) return;
    if (event.kind === 'acceso') guardCache.forgetUser(event.userId);
    if (event.kind === 'importado' && event.invalidates.includes(IMPORT_INVALIDATES_ACCESS)) {
      guardCache.forgetAll();
    }
  });
}
