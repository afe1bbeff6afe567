import { paymentDetailCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { PAYMENTS_KEY } from './keys';

/** The operation detail of one payment, loaded when the user opens it. */
export function usePaymentDetail(pago: number | null) {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'detail', code, pago],
    queryFn: ({ signal }) =>
      callApi(http, paymentDetailCall, { params: { code, pago: pago ?? 0 } }, { signal }),
    enabled: pago !== null,
  });
}
