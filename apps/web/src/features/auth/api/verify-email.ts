import { verifyEmailCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, type EstadoAnswer } from './estado';

/** The e-mail is not taken yet. */
export async function verifyEmail(http: HttpClient, email: string): Promise<EstadoAnswer> {
  return requireOk(await callApi(http, verifyEmailCall, { body: { email } }));
}

export function useVerifyEmail() {
  const http = useHttp();
  return useMutation({ mutationFn: (email: string) => verifyEmail(http, email) });
}
