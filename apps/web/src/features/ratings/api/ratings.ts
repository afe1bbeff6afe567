import {
  ratingCommentsCall,
  ratingSettingsCall,
  ratingsSummaryCall,
  saveRatingSettingsCall,
  type RatingSettingsRequest,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

const RATINGS_KEY = 'ratings';
/** Comments shown per page. */
export const COMMENTS_PAGE_SIZE = 5;

export function useRatingsSummary() {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [RATINGS_KEY, 'summary', code],
    queryFn: ({ signal }) => callApi(http, ratingsSummaryCall, { params: { code } }, { signal }),
  });
}

export function useRatingComments(pagina: number) {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [RATINGS_KEY, 'comments', code, pagina],
    queryFn: ({ signal }) =>
      callApi(
        http,
        ratingCommentsCall,
        { params: { code }, query: { pagina, cantidad: COMMENTS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRatingSettings() {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [RATINGS_KEY, 'settings', code],
    queryFn: ({ signal }) => callApi(http, ratingSettingsCall, { params: { code } }, { signal }),
  });
}

/** Saves the settings; the saved answer becomes the settings' cache (what 'Restablecer' restores). */
export function useSaveRatingSettings() {
  const http = useHttp();
  const code = useProviderId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingSettingsRequest) =>
      callApi(http, saveRatingSettingsCall, { params: { code }, body }),
    onSuccess: (saved) => queryClient.setQueryData([RATINGS_KEY, 'settings', code], saved),
  });
}
