import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, type EstadoAnswer } from './estado';

/** POST /pre/registracion/verificar: the e-mail is not taken. */
export async function verifyEmail(http: HttpClient, email: string): Promise<EstadoAnswer> {
  return requireOk(await http.post<EstadoAnswer>('/pre/registracion/verificar', { email }));
}

export function useVerifyEmail() {
  const http = useHttp();
  return useMutation({ mutationFn: (email: string) => verifyEmail(http, email) });
}
