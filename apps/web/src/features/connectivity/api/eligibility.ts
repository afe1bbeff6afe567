import { eligibilityCall, type CallBody } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

export type EligibilityBody = CallBody<typeof eligibilityCall>;

/** Is the affiliate valid, and covered for a service? Writes nothing. */
export function postEligibility(http: HttpClient, providerId: number, body: EligibilityBody) {
  return callApi(http, eligibilityCall, { params: { id: providerId }, body });
}

export function useEligibility() {
  const http = useHttp();
  const providerId = useProviderId();
  return useMutation({
    mutationFn: (body: EligibilityBody) => postEligibility(http, providerId, body),
  });
}
