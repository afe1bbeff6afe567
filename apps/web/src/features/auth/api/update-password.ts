import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { requireOk, type EstadoAnswer } from './estado';

export interface UpdatePasswordBody {
  resetToken: string;
  password: string;
}

/** POST /pre/olvido/update_password: step 5. */
export async function updatePassword(
  http: HttpClient,
  body: UpdatePasswordBody,
): Promise<EstadoAnswer> {
  return requireOk(await http.post<EstadoAnswer>('/pre/olvido/update_password', body));
}

export function useUpdatePassword() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: UpdatePasswordBody) => updatePassword(http, body) });
}
