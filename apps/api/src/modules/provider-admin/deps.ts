import type { GuardCache } from '../../access/guard-cache.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LiveEventBus } from '../../lib/live-events.ts';

/** What the providers section uses of the app's services. */
export interface ProviderAdminDeps {
  db: Db;
  clock: Clock;
  guardCache: GuardCache;
  events: LiveEventBus;
}
