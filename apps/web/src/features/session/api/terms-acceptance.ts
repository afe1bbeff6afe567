import { termsAcceptanceCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';

/** The terms in force with when the logged-in user accepted them (terminos-y-condiciones). */
export function useTermsAcceptance() {
  const http = useHttp();
  return useQuery({
    queryKey: ['terms', 'acceptance'],
    queryFn: ({ signal }) => callApi(http, termsAcceptanceCall, {}, { signal }),
  });
}
