import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, type EstadoAnswer } from './estado';

export interface SendPinBody {
  email: string;
  fecha: string;
}

/** POST /pre/usuarios/enviar_token: step 3, mails the PIN. */
export async function sendPin(http: HttpClient, body: SendPinBody): Promise<EstadoAnswer> {
  return requireOk(await http.post<EstadoAnswer>('/pre/usuarios/enviar_token', body));
}

export function useSendPin() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: SendPinBody) => sendPin(http, body) });
}
