import { MESSAGES } from '@portal/domain/app';
import { recoveryValidatePinCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, StepRefusedError } from './estado';

export interface ValidatePinBody {
  email: string;
  pin: string;
}

/** Step 4; answers the token that authorises the new password. */
export async function validatePin(http: HttpClient, body: ValidatePinBody): Promise<string> {
  const answer = requireOk(await callApi(http, recoveryValidatePinCall, { body }));
  if (!answer.resetToken) throw new StepRefusedError(answer.mensaje ?? MESSAGES.genericError);
  return answer.resetToken;
}

export function useValidatePin() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: ValidatePinBody) => validatePin(http, body) });
}
