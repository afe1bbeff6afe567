import type { EligibilityResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { connectivityPath } from './connectivity-path';

export interface EligibilityBody {
  creden: string;
  prestacion?: number;
  fecha?: string;
}

/** POST .../{providerId}/elegibilidad: is the affiliate valid, and covered? Writes nothing. */
export function postEligibility(
  http: HttpClient,
  providerId: number,
  body: EligibilityBody,
): Promise<EligibilityResponse> {
  return http.post<EligibilityResponse>(connectivityPath(providerId, 'elegibilidad'), body);
}

export function useEligibility() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (body: EligibilityBody) => postEligibility(http, providerId, body),
  });
}
