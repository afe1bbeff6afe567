import { MESSAGES } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, StepRefusedError, type EstadoAnswer } from './estado';

export interface ValidatePinBody {
  email: string;
  pin: string;
}

/** POST /pre/olvido/validar_pin: step 4; answers the token that authorises the new password. */
export async function validatePin(http: HttpClient, body: ValidatePinBody): Promise<string> {
  const answer = requireOk(
    await http.post<EstadoAnswer & { resetToken?: string }>('/pre/olvido/validar_pin', body),
  );
  if (!answer.resetToken) throw new StepRefusedError(answer.mensaje ?? MESSAGES.genericError);
  return answer.resetToken;
}

export function useValidatePin() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: ValidatePinBody) => validatePin(http, body) });
}
