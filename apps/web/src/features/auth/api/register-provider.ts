import { MESSAGES } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, StepRefusedError, type EstadoAnswer } from './estado';

export interface RegisterProviderBody {
  codPrestador: number;
  cuit: string;
}

export interface RegisteringProvider {
  id: number;
  apeRazonSocial: string;
  tipoPrestador: string;
}

/** POST /pre/registracion/prestador: registration step 1, code and CUIT match. */
export async function registerProvider(
  http: HttpClient,
  body: RegisterProviderBody,
): Promise<RegisteringProvider> {
  const answer = requireOk(
    await http.post<EstadoAnswer & { prestador?: RegisteringProvider }>(
      '/pre/registracion/prestador',
      body,
    ),
  );
  if (!answer.prestador) throw new StepRefusedError(answer.mensaje ?? MESSAGES.genericError);
  return answer.prestador;
}

export function useRegisterProvider() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: RegisterProviderBody) => registerProvider(http, body) });
}
