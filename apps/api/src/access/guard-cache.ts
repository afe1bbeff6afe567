import type { GuardContext } from './session.ts';

export type { GuardContext };

/**
 * A short-lived memory of the access guard's answers (docs/decisions/0013-guard-cache.md), so a
 * burst of calls from one session costs one guard query per `ttlMs` instead of one per call.
 * This process forgets an entry at once when it changes the session or user behind it (logout,
 * terms, password); other processes see such a change within `ttlMs`. `ttlMs` 0 turns it off.
 * Expiry is judged on every call against the remembered `expiresAt`; an entry past it is
 * dropped and read again, which also picks up a renewal.
 */
export interface GuardCache {
  get(sessionId: string, moduleId: string | null, now: Date): GuardContext | undefined;
  set(sessionId: string, moduleId: string | null, context: GuardContext, now: Date): void;
  forgetSession(sessionId: string): void;
  forgetUser(userId: number): void;
  /** Everything: a change whose users this process cannot name (an import's) reached it. */
  forgetAll(): void;
}

interface Entry {
  context: GuardContext;
  freshUntil: number;
}

const key = (sessionId: string, moduleId: string | null) => `${sessionId} ${moduleId ?? ''}`;

export function guardCache(ttlMs: number, maxEntries = 10_000): GuardCache {
  const entries = new Map<string, Entry>();
  const forgetWhere = (test: (context: GuardContext) => boolean) => {
    for (const [entryKey, entry] of entries) if (test(entry.context)) entries.delete(entryKey);
  };
  return {
    get(sessionId, moduleId, now) {
      if (ttlMs <= 0) return undefined;
      const entryKey = key(sessionId, moduleId);
      const entry = entries.get(entryKey);
      if (!entry) return undefined;
      const time = now.getTime();
      if (time >= entry.freshUntil || entry.context.session.expiresAt.getTime() <= time) {
        entries.delete(entryKey);
        return undefined;
      }
      return entry.context;
    },
    set(sessionId, moduleId, context, now) {
      if (ttlMs <= 0) return;
      // Bounded memory: a full map starts over rather than tracking recency on every hit.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key(sessionId, moduleId), { context, freshUntil: now.getTime() + ttlMs });
    },
    forgetSession(sessionId) {
      forgetWhere((context) => context.session.id === sessionId);
    },
    forgetUser(userId) {
      forgetWhere((context) => context.session.userId === userId);
    },
    forgetAll() {
      entries.clear();
    },
  };
}
