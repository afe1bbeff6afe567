import { recoveryUpdatePasswordCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, type EstadoAnswer } from './estado';

export interface UpdatePasswordBody {
  resetToken: string;
  password: string;
}

/** Step 5. */
export async function updatePassword(
  http: HttpClient,
  body: UpdatePasswordBody,
): Promise<EstadoAnswer> {
  return requireOk(await callApi(http, recoveryUpdatePasswordCall, { body }));
}

export function useUpdatePassword() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: UpdatePasswordBody) => updatePassword(http, body) });
}
