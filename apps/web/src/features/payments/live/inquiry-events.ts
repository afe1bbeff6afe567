import { inquiryEventsCall, inquiryLiveEvent } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { liveStream, parseEventData } from '@/lib/live-stream';
import { PAYMENTS_KEY } from '../api/keys';

/** An answer changes an inquiry's state and text: Mis consultas reads the list again. */
function refreshInquiries(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY, 'inquiries'] });
}

/**
 * Keeps the payment inquiries' live stream open while Mis consultas is on screen
 * (docs/decisions/0071), so the insurer's answer shows without a reload.
 */
export const useInquiryEvents = liveStream({
  call: inquiryEventsCall,
  onEvent(queryClient, event) {
    if (event.event !== 'consulta') return;
    if (!inquiryLiveEvent.safeParse(parseEventData(event.data)).success) return;
    refreshInquiries(queryClient);
  },
  onReconnect: refreshInquiries,
});
