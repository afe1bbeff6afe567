import { acceptTermsCall } from '@portal/contracts';
import { MESSAGES } from '@portal/domain/app';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { callApi } from '@/lib/call-api';
import { currentDevice } from '@/lib/device';
import type { HttpClient } from '@/lib/http';
import { useHttp, useSessionStore } from '@/lib/session/session-context';
import { TERMS_QUERY } from './terms';

/** Counts only when the answer's resultado is 'ok'. */
export async function postAcceptTerms(
  http: HttpClient,
  userId: number,
  termsId: number,
): Promise<void> {
  const device = currentDevice();
  const answer = await callApi(http, acceptTermsCall, {
    params: { userId, termsId },
    query: TERMS_QUERY,
    body: { dispositivo: { id: device.deviceid, nombre: device.devicename ?? '' } },
  });
  if (answer.resultado !== 'ok') {
    throw new ApiError({ status: 200, code: 'TERMS_NOT_ACCEPTED', message: MESSAGES.genericError });
  }
}

/**
 * Accepts the terms and updates the stored flag (spec §4). `onAccepted` is a hook-level
 * callback on purpose: the flag change re-renders the guard, which may unmount the screen.
 */
export function useAcceptTerms(onAccepted?: () => void) {
  const http = useHttp();
  const store = useSessionStore();
  return useMutation({
    mutationFn: async (termsId: number) => {
      const userId = store.getState().session?.user.idUsuario;
      if (userId === undefined) throw new Error('No session');
      await postAcceptTerms(http, userId, termsId);
      store.markTermsAccepted();
    },
    onSuccess: () => onAccepted?.(),
  });
}
