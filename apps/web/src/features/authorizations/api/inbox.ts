import {
  authorizationAnswerCall,
  authorizationInboxCall,
  type AuthorizationAnswerRequest,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadCall } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { authorizationKeys } from './keys';

/** The requests the insurer observed and that wait for the provider (the tab and the badge). */
export function useAuthorizationInbox(enabled = true) {
  const http = useHttp();
  const provider = useProviderId();
  return useQuery({
    queryKey: authorizationKeys.inbox,
    queryFn: ({ signal }) =>
      callApi(http, authorizationInboxCall, { params: { id: provider } }, { signal }),
    enabled,
  });
}

export interface AnswerVariables {
  nro: number;
  body: AuthorizationAnswerRequest;
  onProgress?: (fraction: number) => void;
}

/** The provider's answer to an observation: the request goes back to the insurer. */
export function useAnswerObservation() {
  const http = useHttp();
  const provider = useProviderId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nro, body, onProgress }: AnswerVariables) =>
      uploadCall(
        http,
        authorizationAnswerCall,
        { params: { id: provider, nro }, body },
        {
          onProgress,
        },
      ),
    onSuccess: (_answer, { nro }) =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: authorizationKeys.inbox }),
        queryClient.invalidateQueries({ queryKey: authorizationKeys.detail(nro) }),
        queryClient.invalidateQueries({ queryKey: authorizationKeys.searches }),
      ]),
  });
}
