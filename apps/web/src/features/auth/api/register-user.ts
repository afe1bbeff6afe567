import { useMutation } from '@tanstack/react-query';
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

/** POST /pre/registracion/usuario: registration step 2, creates the user. */
export async function registerUser(
  http: HttpClient,
  body: RegisterUserBody,
): Promise<EstadoAnswer> {
  return requireOk(await http.post<EstadoAnswer>('/pre/registracion/usuario', body));
}

export function useRegisterUser() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: RegisterUserBody) => registerUser(http, body) });
}
