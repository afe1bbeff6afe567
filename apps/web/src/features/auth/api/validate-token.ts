import { MESSAGES } from '@portal/domain/app';
import { recoveryValidateTokenCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, StepRefusedError } from './estado';

/** Step 2; OK only with a fecha (spec §4). */
export async function validateToken(http: HttpClient, email: string): Promise<string> {
  const answer = requireOk(await callApi(http, recoveryValidateTokenCall, { body: { email } }));
  if (!answer.fecha) throw new StepRefusedError(answer.mensaje ?? MESSAGES.genericError);
  return answer.fecha;
}

export function useValidateToken() {
  const http = useHttp();
  return useMutation({ mutationFn: (email: string) => validateToken(http, email) });
}
