import { paymentChartsCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { PAYMENTS_KEY } from './keys';

/** Net paid per month over the last 24 months and the withholdings by kind. */
export function usePaymentCharts() {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'charts', code],
    queryFn: ({ signal }) => callApi(http, paymentChartsCall, { params: { code } }, { signal }),
  });
}
