import { registerCensusCall, type CensusRegistrationRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { CENSUS_KEY } from './keys';

/** Registers one movement; the search shows it on its next look. */
export function useRegisterCensus() {
  const http = useHttp();
  const providerId = useProviderId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CensusRegistrationRequest) =>
      callApi(http, registerCensusCall, { params: { id: providerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CENSUS_KEY, 'search'] }),
  });
}
