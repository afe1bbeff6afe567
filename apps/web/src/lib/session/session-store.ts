import { isExpired } from '@portal/domain/session';
import { MESSAGES } from '@portal/domain/app';
import {
  clearSession,
  readExternalAuth,
  readPlainSession,
  saveSession,
  saveTermsAccepted,
} from '../session-storage';
import type { Session } from './session-types';

export interface SessionState {
  /** True while a stored or external session is being re-established (spec §4). */
  loading: boolean;
  /** 200 once logged in; 401 after an expiry or a failed re-establishment; null for a visitor. */
  status: 200 | 401 | null;
  /** A message the user has not seen yet (expired session, failed impersonation). */
  message: string | null;
  session: Session | null;
  /** Set by a login (not by a reload) so the post-login prompts show once. */
  freshLogin: boolean;
}

export interface SessionStore {
  // Properties, not methods: useSyncExternalStore receives them unbound.
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Persists and activates a session. */
  establish(session: Session, options?: { fresh?: boolean; persist?: boolean }): Promise<void>;
  renew(token: string, exp: string): Promise<void>;
  markTermsAccepted(): void;
  /** Clears everything and leaves status 401 with the message to show. */
  expire(message: string): void;
  logout(): void;
  /** Returns the pending message and clears it, so it is shown exactly once. */
  takeMessage(): string | null;
  acknowledgeFreshLogin(): void;
}

const VISITOR: SessionState = {
  loading: false,
  status: null,
  message: null,
  session: null,
  freshLogin: false,
};

function initialState(now: Date, initialMessage: string | null): SessionState {
  if (initialMessage) {
    clearSession();
    return { ...VISITOR, status: 401, message: initialMessage };
  }
  if (readExternalAuth()) return { ...VISITOR, loading: true };
  const stored = readPlainSession();
  if (!stored) return VISITOR;
  if (isExpired(stored.exp, now)) {
    clearSession();
    return { ...VISITOR, status: 401, message: MESSAGES.sessionExpired };
  }
  // The encrypted auth record still has to be read before the session counts (session-boot).
  return { ...VISITOR, loading: true };
}

export function createSessionStore(options: {
  now: () => Date;
  initialMessage?: string | null;
  /** False on the server's prerender of a public page: a visitor, no browser storage read. */
  restore?: boolean;
}): SessionStore {
  let state =
    options.restore === false
      ? VISITOR
      : initialState(options.now(), options.initialMessage ?? null);
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async establish(session, { fresh = false, persist = true } = {}) {
      if (persist) await saveSession(session);
      set({ loading: false, status: 200, message: null, session, freshLogin: fresh });
    },
    async renew(token, exp) {
      if (!state.session) return;
      const session = { ...state.session, token, exp, auth: { ...state.session.auth, token, exp } };
      await saveSession(session);
      set({ ...state, session });
    },
    markTermsAccepted() {
      if (!state.session) return;
      saveTermsAccepted(true);
      set({ ...state, session: { ...state.session, termsAccepted: true } });
    },
    expire(message) {
      clearSession();
      set({ ...VISITOR, status: 401, message });
    },
    logout() {
      clearSession();
      set(VISITOR);
    },
    takeMessage() {
      const { message } = state;
      if (message !== null) set({ ...state, message: null });
      return message;
    },
    acknowledgeFreshLogin() {
      if (state.freshLogin) set({ ...state, freshLogin: false });
    },
  };
}
