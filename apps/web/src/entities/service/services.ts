import type { ServiceDto } from '@portal/contracts';
import { SEARCH_MIN_CHARS } from '@portal/domain/coverage';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lookupCalls, type LookupScope } from '@/entities/coverage/lookup-scope';
import { isAlreadyReported } from '@/lib/api-error';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** What a type-ahead text asks for: a code prefix (digits) or a description (3+ letters). */
export function serviceSearchParams(
  text: string,
): { codigo: string } | { descripcion: string } | null {
  const trimmed = text.trim();
  if (/^\d{1,8}$/.test(trimmed)) return { codigo: trimmed };
  if (trimmed.length >= SEARCH_MIN_CHARS && !/^\d/.test(trimmed)) return { descripcion: trimmed };
  return null;
}

/**
 * Services by code prefix or description (`prestaciones?codigo=` or `?descripcion=`). A failed
 * search lists nothing (spec §8), except a 401, which ends the session.
 */
export async function fetchServices(
  http: HttpClient,
  scope: LookupScope,
  text: string,
  signal?: AbortSignal,
): Promise<ServiceDto[]> {
  const params = serviceSearchParams(text);
  if (!params) return [];
  const call = lookupCalls(scope).services;
  try {
    // `limit` is left to the server's default, as the page always asked.
    return await callApi(http, call, { query: params }, { signal });
  } catch (error) {
    if (isAlreadyReported(error) || signal?.aborted) throw error;
    return [];
  }
}

export function servicesQueryOptions(http: HttpClient, scope: LookupScope, text: string) {
  return queryOptions({
    queryKey: ['services', scope, text.trim()],
    queryFn: ({ signal }) => fetchServices(http, scope, text, signal),
    enabled: serviceSearchParams(text) !== null,
    staleTime: 5 * 60 * 1000,
    // The list stays while the next letters are fetched: no flicker in the dropdown.
    placeholderData: keepPreviousData,
  });
}

export function useServiceSearch(scope: LookupScope, text: string) {
  return useQuery(servicesQueryOptions(useHttp(), scope, text));
}
