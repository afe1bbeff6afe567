import type { DiagnosisDto } from '@portal/contracts';
import { SEARCH_MIN_CHARS } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isAlreadyReported } from '../api-error';
import type { HttpClient } from '../http';
import { useHttp } from '../session/session-context';
import { queryString, scopePath, type LookupScope } from './scope';

const ICD_CODE = /^[A-Za-z]\d{0,2}(\.?\d{0,2})?$/;

/** An ICD-10 code prefix ("J4", "J45.9") is looked up by code; 3+ other letters by name. */
export function diagnosisSearchKind(text: string): 'codigo' | 'denominacion' | null {
  const trimmed = text.trim();
  if (trimmed.length >= 2 && ICD_CODE.test(trimmed)) return 'codigo';
  if (trimmed.length >= SEARCH_MIN_CHARS) return 'denominacion';
  return null;
}

/**
 * POST {scope}/diagnosticos {codigo} or GET {scope}/diagnosticos?denominacion=; a failed
 * search lists nothing (spec §8), except a 401, which ends the session.
 */
export async function fetchDiagnoses(
  http: HttpClient,
  scope: LookupScope,
  text: string,
  signal?: AbortSignal,
): Promise<DiagnosisDto[]> {
  const kind = diagnosisSearchKind(text);
  const base = `${scopePath(scope)}/diagnosticos`;
  try {
    if (kind === 'codigo') {
      return await http.post<DiagnosisDto[]>(base, { codigo: text.trim() }, { signal });
    }
    if (kind === 'denominacion') {
      const query = queryString({ denominacion: text.trim() });
      return await http.get<DiagnosisDto[]>(`${base}${query}`, { signal });
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
