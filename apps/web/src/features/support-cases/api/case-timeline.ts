import { caseTimelineCall, type CaseTimelineResponse } from '@portal/contracts';
import { CASE_STAGE_PAGE, olderStagePage } from '@portal/domain/support-cases';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

/** One page of the case's stages: page 1 the newest, each page oldest first. */
export function fetchCaseTimelinePage(
  http: HttpClient,
  nroTramite: number,
  pagina: number,
  signal?: AbortSignal,
) {
  return callApi(
    http,
    caseTimelineCall,
    { params: { n: nroTramite }, query: { pagina, cantidad: CASE_STAGE_PAGE.defaultSize } },
    { signal },
  );
}

export type CaseTimelineEvent = CaseTimelineResponse['eventos'][number];

/** The pages loaded so far as one history. */
export interface LoadedTimeline {
  /** Oldest first. */
  eventos: CaseTimelineEvent[];
  /** Every stage of the case, loaded or not. */
  total: number;
}

/**
 * The loaded pages as one history, oldest first. A stage added while older pages were loading
 * shifts the pages, so a stage may come twice: it is kept once.
 */
export function mergeTimelinePages(pages: readonly CaseTimelineResponse[]): LoadedTimeline {
  const byId = new Map<number, CaseTimelineEvent>();
  for (const page of pages) for (const event of page.eventos) byId.set(event.id, event);
  return {
    eventos: [...byId.values()].sort((a, b) => a.id - b.id),
    total: pages[0]?.total ?? 0,
  };
}

export function caseTimelineQueryOptions(http: HttpClient, nroTramite: number) {
  return infiniteQueryOptions({
    queryKey: [...caseKeys.case(nroTramite), 'linea-de-tiempo'],
    queryFn: ({ signal, pageParam }) => fetchCaseTimelinePage(http, nroTramite, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => olderStagePage(last) ?? undefined,
    select: (data) => mergeTimelinePages(data.pages),
  });
}

/**
 * The newest page first; `fetchNextPage` loads the page before the oldest one shown. The live
 * events invalidate the case's queries, which refetches every page loaded.
 */
export function useCaseTimeline(nroTramite: number) {
  return useInfiniteQuery(caseTimelineQueryOptions(useHttp(), nroTramite));
}
