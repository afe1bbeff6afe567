import {
  authorizationDetailCall,
  authorizationFileCall,
  authorizationPdfCall,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { authorizationKeys } from './keys';

/** One request: every field filed, files, the insurer's observations and its history. */
export function useRequestDetail(nro: number) {
  const http = useHttp();
  const provider = useProviderId();
  return useQuery({
    queryKey: authorizationKeys.detail(nro),
    queryFn: ({ signal }) =>
      callApi(http, authorizationDetailCall, { params: { id: provider, nro } }, { signal }),
  });
}

/** The printable authorization (number, affiliate, services, validity, QR). */
export function fetchRequestPdf(http: HttpClient, provider: number, nro: number): Promise<Blob> {
  return callApi(http, authorizationPdfCall, { params: { id: provider, nro } });
}

/** One file of a request, as stored (its name was sanitised on the way in). */
export function fetchRequestFile(
  http: HttpClient,
  provider: number,
  nro: number,
  archivo: number,
): Promise<Blob> {
  return callApi(http, authorizationFileCall, { params: { id: provider, nro, archivo } });
}
