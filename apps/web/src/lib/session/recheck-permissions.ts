import { isEnabled } from '@portal/domain/access';
import { useEffect } from 'react';
import { callApi } from '../call-api';
import { useHttp, useSession, useSessionStore } from './session-context';

/**
 * The permissions a session keeps are those of its login; an admin may widen them since
 * (gestionusuarios, ADR 0023). Where the kept permissions refuse a route, ask the server once
 * for the current ones: when they grant it now, the session takes them (menu included) and the
 * route opens, without logging out. Any failure leaves the refusal as it is.
 */
export function useRecheckPermissions(permission: string): void {
  const store = useSessionStore();
  const http = useHttp();
  const { session } = useSession();
  const modelEspecifico = session?.auth.modelEspecifico;
  useEffect(() => {
    if (!modelEspecifico) return;
    let cancelled = false;
    // Loaded on demand, so the contracts stay out of the shell's first JavaScript.
    const call = () => import('@portal/contracts').then((contracts) => contracts.userConfigCall);
    callApi(http, call, { body: { modelEspecifico } }, { handleUnauthorized: false })
      .then((config) => {
        const current = store.getState().session;
        if (cancelled || !current || !isEnabled(config.userPermissions, permission)) return;
        return store.establish({ ...current, permissions: config.userPermissions });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [http, store, modelEspecifico, permission]);
}
