import { recoveryValidateProviderCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, type EstadoAnswer } from './estado';

export interface ValidateProviderBody {
  email: string;
  cuit: string;
}

/** Password recovery step 1. */
export async function validateProvider(
  http: HttpClient,
  body: ValidateProviderBody,
): Promise<EstadoAnswer> {
  return requireOk(await callApi(http, recoveryValidateProviderCall, { body }));
}

export function useValidateProvider() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: ValidateProviderBody) => validateProvider(http, body) });
}
