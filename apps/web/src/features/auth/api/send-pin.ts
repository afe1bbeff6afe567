import { recoverySendPinCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, type EstadoAnswer } from './estado';

export interface SendPinBody {
  email: string;
  fecha: string;
}

/** Step 3, mails the PIN. */
export async function sendPin(http: HttpClient, body: SendPinBody): Promise<EstadoAnswer> {
  return requireOk(await callApi(http, recoverySendPinCall, { body }));
}

export function useSendPin() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: SendPinBody) => sendPin(http, body) });
}
