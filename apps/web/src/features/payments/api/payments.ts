import { paymentsByCuitCall, paymentsCsvCall, type PaymentsQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callApiForFile } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp, useSession } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { PAYMENTS_KEY } from './keys';

/** The provider's payments to its own CUIT in a range (by default the server's last year). */
export function usePayments(query: PaymentsQuery) {
  const http = useHttp();
  const code = useProviderId();
  const cuit = useSession().session?.user.prestador.cuit ?? '';
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'payments', code, cuit, query],
    queryFn: ({ signal }) =>
      callApi(http, paymentsByCuitCall, { params: { code, cuit }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same payments as an es-AR CSV, as a Blob. */
export function fetchPaymentsCsv(
  http: HttpClient,
  params: { code: number; cuit: string },
  query: PaymentsQuery,
) {
  return callApiForFile(http, paymentsCsvCall, { params, query });
}
