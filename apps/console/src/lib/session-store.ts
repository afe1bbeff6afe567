import type { StaffMe } from '@portal/contracts';

/** A staff session as the console keeps it for the tab's life. */
export interface StaffSession {
  token: string;
  /** YYYYMMDDHHmmss, as the server sent it. */
  exp: string;
  staff: StaffMe;
}

export interface SessionStore {
  get: () => StaffSession | null;
  set(session: StaffSession): void;
  /** Ends the session here; `expired` tells the login page to say why. */
  clear(reason?: 'expired' | 'logout'): void;
  /** Why the last session ended, read once by the login page. */
  takeEndReason(): 'expired' | 'logout' | null;
  subscribe: (listener: () => void) => () => void;
}

const KEY = 'consola.sesion';

/**
 * The staff session lives in sessionStorage, never localStorage: a console tab left open on a
 * shared desk ends with the tab, and the portal's keys (another realm) are never read.
 */
export function createSessionStore(storage: Storage = window.sessionStorage): SessionStore {
  const listeners = new Set<() => void>();
  let current: StaffSession | null = read();
  let endReason: 'expired' | 'logout' | null = null;

  function read(): StaffSession | null {
    try {
      const text = storage.getItem(KEY);
      return text ? (JSON.parse(text) as StaffSession) : null;
    } catch {
      return null;
    }
  }
  const notify = () => listeners.forEach((listener) => listener());

  return {
    get: () => current,
    set(session) {
      current = session;
      storage.setItem(KEY, JSON.stringify(session));
      notify();
    },
    clear(reason) {
      if (!current) return;
      current = null;
      endReason = reason ?? null;
      storage.removeItem(KEY);
      notify();
    },
    takeEndReason() {
      const reason = endReason;
      endReason = null;
      return reason;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
