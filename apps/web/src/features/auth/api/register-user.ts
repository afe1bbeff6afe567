import { registerUserCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, type EstadoAnswer } from './estado';

export interface RegisterUserBody {
  codPrestador: number;
  cuit: string;
  email: string;
  nombre: string;
  apellido: string;
  password: string;
}

/** Registration step 2, creates the user. */
export async function registerUser(
  http: HttpClient,
  body: RegisterUserBody,
): Promise<EstadoAnswer> {
  return requireOk(await callApi(http, registerUserCall, { body }));
}

export function useRegisterUser() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: RegisterUserBody) => registerUser(http, body) });
}
