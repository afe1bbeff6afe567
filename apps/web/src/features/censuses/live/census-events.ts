import { censusEventsCall, censusLiveEvent } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { liveStream, parseEventData } from '@/lib/live-stream';
import { CENSUS_KEY } from '../api/keys';

/** An audit changes a row's state and message: the searches on screen read their rows again. */
function refreshSearches(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [CENSUS_KEY, 'search'] });
}

/**
 * Keeps the census area's live stream open while the search is on screen (docs/decisions/0071),
 * so the medical auditor's decision on a row shows without a reload.
 */
export const useCensusEvents = liveStream({
  call: censusEventsCall,
  onEvent(queryClient, event) {
    if (event.event !== 'censo') return;
    if (!censusLiveEvent.safeParse(parseEventData(event.data)).success) return;
    refreshSearches(queryClient);
  },
  onReconnect: refreshSearches,
});
