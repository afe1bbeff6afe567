import type { AssociatedEmails } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** GET /pre/v1/prestadores/{code}/emails: the e-mails a case can be followed from. */
export function fetchAssociatedEmails(
  http: HttpClient,
  code: number,
  signal?: AbortSignal,
): Promise<AssociatedEmails> {
  return http.get<AssociatedEmails>(`/pre/v1/prestadores/${code}/emails`, { signal });
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
