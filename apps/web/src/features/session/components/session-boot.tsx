import { useEffect, useRef } from 'react';
import { useClock } from '@/lib/clock';
import { shareKeyWithOtherTabs } from '@/lib/crypto-box';
import { useHttp, useSession, useSessionStore } from '@/lib/session/session-context';
import { bootSession } from './boot-session';

/** Re-establishes a stored or external session once, when the app starts. */
export function SessionBoot() {
  const { loading } = useSession();
  const store = useSessionStore();
  const http = useHttp();
  const now = useClock();
  // A ref, not a cleanup flag: StrictMode's second effect run must not start a second login.
  const started = useRef(false);

  useEffect(() => {
    if (!loading || started.current) return;
    started.current = true;
    void bootSession(store, http, now);
  }, [loading, store, http, now]);

  useEffect(() => shareKeyWithOtherTabs(), []);
  return null;
}
