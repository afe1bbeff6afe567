import { MESSAGES } from '@portal/domain/app';
import { registerProviderCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, StepRefusedError } from './estado';

export interface RegisterProviderBody {
  codPrestador: number;
  cuit: string;
}

export interface RegisteringProvider {
  id: number;
  apeRazonSocial: string;
  tipoPrestador: string;
}

/** Registration step 1: the provider's code and CUIT match. */
export async function registerProvider(
  http: HttpClient,
  body: RegisterProviderBody,
): Promise<RegisteringProvider> {
  const answer = requireOk(await callApi(http, registerProviderCall, { body }));
  if (!answer.prestador) throw new StepRefusedError(answer.mensaje ?? MESSAGES.genericError);
  return answer.prestador;
}

export function useRegisterProvider() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: RegisterProviderBody) => registerProvider(http, body) });
}
