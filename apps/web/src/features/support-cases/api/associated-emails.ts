import { associatedEmailsCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** The e-mails a case can be followed from. */
export function fetchAssociatedEmails(http: HttpClient, code: number, signal?: AbortSignal) {
  return callApi(http, associatedEmailsCall, { params: { code } }, { signal });
}

export function associatedEmailsQueryOptions(http: HttpClient, code: number) {
  return queryOptions({
    queryKey: caseKeys.reference('emails', code),
    queryFn: ({ signal }) => fetchAssociatedEmails(http, code, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useAssociatedEmails(code: number) {
  return useQuery(associatedEmailsQueryOptions(useHttp(), code));
}
