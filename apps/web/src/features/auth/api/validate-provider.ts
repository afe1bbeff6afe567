import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, type EstadoAnswer } from './estado';

export interface ValidateProviderBody {
  email: string;
  cuit: string;
}

/** POST /pre/olvido/validar_datos: password recovery step 1. */
export async function validateProvider(
  http: HttpClient,
  body: ValidateProviderBody,
): Promise<EstadoAnswer> {
  return requireOk(await http.post<EstadoAnswer>('/pre/olvido/validar_datos', body));
}

export function useValidateProvider() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: ValidateProviderBody) => validateProvider(http, body) });
}
