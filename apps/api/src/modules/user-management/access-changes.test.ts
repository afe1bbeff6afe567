import { describe, expect, it } from 'vitest';
import { guardCache } from '../../access/guard-cache.ts';
import type { GuardContext } from '../../access/session.ts';
import { ACCESS_CHANGES, memoryLiveEvents } from '../../lib/live-events.ts';
import {
  forgetAccess,
  IMPORT_INVALIDATES_ACCESS,
  listenForAccessChanges,
} from './access-changes.ts';

const NOW = new Date('2026-03-10T10:00:00-03:00');

function context(sessionId: string, userId: number): GuardContext {
  return {
    session: {
      id: sessionId,
      mode: 'user',
      expiresAt: new Date(NOW.getTime() + 30 * 60_000),
      operator: null,
      userId,
      providerId: 100001,
      email: `u${userId}@prestadores.test`,
      admin: false,
      termsAccepted: true,
    },
    module: null,
  };
}

describe('an access change reaches every API process', () => {
  it("the other process forgets the user's remembered checks, and only that user's", async () => {
    // Two processes' caches on one bus (on PostgreSQL the bus is LISTEN/NOTIFY between them).
    const bus = memoryLiveEvents();
    const here = guardCache(60_000);
    const there = guardCache(60_000);
    const stop = listenForAccessChanges(bus, there);
    there.set('s-lucia', 'censos', context('s-lucia', 3), NOW);
    there.set('s-martin', 'censos', context('s-martin', 4), NOW);

    await forgetAccess({ guardCache: here, events: bus }, 3);

    expect(there.get('s-lucia', 'censos', NOW)).toBeUndefined();
    expect(there.get('s-martin', 'censos', NOW)?.session.userId).toBe(4);
    stop();
  });

  it("a provider's event stream never hears access changes", async () => {
    const bus = memoryLiveEvents();
    const heard: unknown[] = [];
    bus.subscribe(100001, (event) => heard.push(event));
    await forgetAccess({ guardCache: guardCache(60_000), events: bus }, 3);
    expect(heard).toEqual([]);
  });

  it('an import that changed access makes every process forget every remembered check', async () => {
    const bus = memoryLiveEvents();
    const there = guardCache(60_000);
    const stop = listenForAccessChanges(bus, there);
    there.set('s-lucia', 'censos', context('s-lucia', 3), NOW);
    await bus.publish({ kind: 'importado', providerId: ACCESS_CHANGES, invalidates: ['plans'] });
    expect(there.get('s-lucia', 'censos', NOW)?.session.userId).toBe(3);
    await bus.publish({
      kind: 'importado',
      providerId: ACCESS_CHANGES,
      invalidates: [IMPORT_INVALIDATES_ACCESS],
    });
    expect(there.get('s-lucia', 'censos', NOW)).toBeUndefined();
    stop();
  });
});
