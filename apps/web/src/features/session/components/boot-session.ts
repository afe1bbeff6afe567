import { isExpired } from '@portal/domain/session';
import { MESSAGES } from '@portal/domain/app';
import type { HttpClient } from '@/lib/http';
import { sessionFromExternal } from '@/lib/session/build-session';
import type { SessionStore } from '@/lib/session/session-store';
import {
  readAuth,
  readExternalAuth,
  readPlainSession,
  removeExternalAuth,
} from '@/lib/session-storage';
import { postExternalAuth } from '../api/external-auth';

/** External auth (spec §4): re-establish while its expiry holds; the entry goes either way. */
async function bootExternal(store: SessionStore, http: HttpClient, now: () => Date) {
  const entry = readExternalAuth();
  if (!entry) return;
  try {
    if (isExpired(entry.exp, now())) {
      store.expire(MESSAGES.sessionExpired);
      return;
    }
    const answer = await postExternalAuth(http, entry.code);
    await store.establish(sessionFromExternal(answer.authData, entry));
  } catch {
    store.expire(MESSAGES.impersonateFailed);
  } finally {
    removeExternalAuth();
  }
}

/** Default mode: the stored session counts once its encrypted auth record reads back. */
async function bootStored(store: SessionStore) {
  const plain = readPlainSession();
  try {
    if (!plain) throw new Error('Incomplete stored session');
    const auth = await readAuth();
    await store.establish({ ...plain, auth }, { persist: false });
  } catch (error) {
    // Missing or undecryptable auth data is a forced logout with the expired-session handling.
    console.warn(error instanceof Error ? error.message : error);
    store.expire(MESSAGES.sessionExpired);
  }
}

export async function bootSession(store: SessionStore, http: HttpClient, now: () => Date) {
  if (readExternalAuth()) await bootExternal(store, http, now);
  else await bootStored(store);
}
