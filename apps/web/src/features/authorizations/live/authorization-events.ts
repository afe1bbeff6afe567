import { authorizationEventsCall, authorizationLiveEvent } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { liveStream, parseEventData } from '@/lib/live-stream';
import { authorizationKeys } from '../api/keys';

/** A decision changes a request: its search rows, its detail and the Inbox are refetched. */
function refreshAll(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: authorizationKeys.searches });
  void queryClient.invalidateQueries({ queryKey: authorizationKeys.details });
  void queryClient.invalidateQueries({ queryKey: authorizationKeys.inbox });
}

/**
 * Keeps the transaction area's live stream open while a component needs it (the menu badge, the
 * area's pages), so an insurer's decision shows without a reload.
 */
export const useAuthorizationEvents = liveStream({
  call: authorizationEventsCall,
  onEvent(queryClient, event) {
    if (event.event !== 'autorizacion') return;
    if (!authorizationLiveEvent.safeParse(parseEventData(event.data)).success) return;
    refreshAll(queryClient);
  },
  onReconnect: refreshAll,
});
