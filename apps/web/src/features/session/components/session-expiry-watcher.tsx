import { isExpired, msUntil, SESSION_WARNING_MS, shouldWarnExpiry } from '@portal/domain/session';
import { MESSAGES } from '@portal/domain/app';
import { useEffect, useState } from 'react';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { SessionExpiryDialog } from '@/components/dialogs/session-expiry-dialog';
import { showToast } from '@/components/toasts';
import { isAlreadyReported } from '@/lib/api-error';
import { useClock } from '@/lib/clock';
import { usePublicConfig } from '@/lib/public-config';
import { useSession, useSessionStore } from '@/lib/session/session-context';
import { useLogout } from '../api/logout';
import { useRenewSession } from '../api/renew-session';

/** Checks the stored expiry every second: offers renewal before it, ends the session at it. */
export function SessionExpiryWatcher() {
  const { session } = useSession();
  const store = useSessionStore();
  const now = useClock();
  const [current, setCurrent] = useState(now);
  const warningSeconds = usePublicConfig().data?.sessionWarningSeconds;
  const renew = useRenewSession();
  const logout = useLogout();
  const dialogs = useDialogs();
  const exp = session?.exp;

  useEffect(() => {
    if (!exp) return;
    setCurrent(now());
    const timer = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(timer);
  }, [exp, now]);

  const expired = exp !== undefined && isExpired(exp, current);
  useEffect(() => {
    if (expired && store.getState().session?.exp === exp) store.expire(MESSAGES.sessionExpired);
  }, [expired, exp, store]);

  if (!exp || expired) return null;
  const warningMs = warningSeconds === undefined ? SESSION_WARNING_MS : warningSeconds * 1000;
  const warn = shouldWarnExpiry(exp, current, warningMs);

  return (
    <SessionExpiryDialog
      opened={warn}
      secondsLeft={Math.ceil(msUntil(exp, current) / 1000)}
      renewing={renew.isPending}
      onRenew={() =>
        renew.mutate(undefined, {
          onSuccess: () => showToast('Renovamos tu sesión.', 'success'),
          onError: (error) => {
            if (!isAlreadyReported(error)) dialogs.error({ message: MESSAGES.renewFailed });
          },
        })
      }
      onLogout={() => void logout()}
    />
  );
}
