import type { DiagnosisDto } from '@portal/contracts';
import { SEARCH_MIN_CHARS } from '@portal/domain/coverage';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { lookupCalls, type LookupScope } from '@/entities/coverage/lookup-scope';
import { isAlreadyReported } from '@/lib/api-error';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

const ICD_CODE = /^[A-Za-z]\d{0,2}(\.?\d{0,2})?$/;

/** An ICD-10 code prefix ("J4", "J45.9") is looked up by code; 3+ other letters by name. */
export function diagnosisSearchKind(text: string): 'codigo' | 'denominacion' | null {
  const trimmed = text.trim();
  if (trimmed.length >= 2 && ICD_CODE.test(trimmed)) return 'codigo';
  if (trimmed.length >= SEARCH_MIN_CHARS) return 'denominacion';
  return null;
}

/**
 * Diagnoses by code (POST `diagnosticos` {codigo}) or by name (GET `diagnosticos?denominacion=`);
 * a failed search lists nothing (spec §8), except a 401, which ends the session.
 */
export async function fetchDiagnoses(
  http: HttpClient,
  scope: LookupScope,
  text: string,
  signal?: AbortSignal,
): Promise<DiagnosisDto[]> {
  const kind = diagnosisSearchKind(text);
  const calls = lookupCalls(scope);
  try {
    if (kind === 'codigo') {
      const body = { codigo: text.trim() };
      return await callApi(http, calls.diagnosesByCode, { body }, { signal });
    }
    if (kind === 'denominacion') {
      // `limit` is left to the server's default, as the page always asked.
      const query = { denominacion: text.trim() };
      return await callApi(http, calls.diagnosesByName, { query }, { signal });
    }
    return [];
  } catch (error) {
    if (isAlreadyReported(error) || signal?.aborted) throw error;
    return [];
  }
}

export function diagnosesQueryOptions(http: HttpClient, scope: LookupScope, text: string) {
  return queryOptions({
    queryKey: ['diagnoses', scope, text.trim()],
    queryFn: ({ signal }) => fetchDiagnoses(http, scope, text, signal),
    enabled: diagnosisSearchKind(text) !== null,
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}

export function useDiagnosisSearch(scope: LookupScope, text: string) {
  return useQuery(diagnosesQueryOptions(useHttp(), scope, text));
}
