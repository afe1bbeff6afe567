import { MESSAGES } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, StepRefusedError, type EstadoAnswer } from './estado';

/** POST /pre/usuarios/validar_token: step 2; OK only with a fecha (spec §4). */
export async function validateToken(http: HttpClient, email: string): Promise<string> {
  const answer = requireOk(
    await http.post<EstadoAnswer & { fecha?: string }>('/pre/usuarios/validar_token', { email }),
  );
  if (!answer.fecha) throw new StepRefusedError(answer.mensaje ?? MESSAGES.genericError);
  return answer.fecha;
}

export function useValidateToken() {
  const http = useHttp();
  return useMutation({ mutationFn: (email: string) => validateToken(http, email) });
}
