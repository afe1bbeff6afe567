import type { CoverageQuery, CoverageResultDto } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAlreadyReported } from '@/lib/api-error';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { lookupCalls, type LookupScope } from './lookup-scope';

/**
 * The coverage check of a scope: the coverage result, or null. A failed check is an empty
 * result too (spec §8 "coverage failures yield empty results"), except a 401, which ends the
 * session.
 */
export async function fetchCoverage(
  http: HttpClient,
  scope: LookupScope,
  query: CoverageQuery,
  signal?: AbortSignal,
): Promise<CoverageResultDto | null> {
  try {
    return await callApi(http, lookupCalls(scope).coverageCheck, { query }, { signal });
  } catch (error) {
    if (isAlreadyReported(error) || signal?.aborted) throw error;
    return null;
  }
}

export function coverageQueryOptions(
  http: HttpClient,
  scope: LookupScope,
  query: CoverageQuery | null,
) {
  return queryOptions({
    queryKey: ['coverage', scope, query],
    queryFn: ({ signal }) => (query ? fetchCoverage(http, scope, query, signal) : null),
    enabled: query !== null,
  });
}

/** The coverage of the query last submitted (null: nothing asked yet). */
export function useCoverageCheck(scope: LookupScope, query: CoverageQuery | null) {
  return useQuery(coverageQueryOptions(useHttp(), scope, query));
}
