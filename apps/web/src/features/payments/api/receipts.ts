import { receiptFileCall, receiptsCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { PAYMENTS_KEY } from './keys';

/** The receipts kept with one invoice, loaded when its list is opened. */
export function useReceipts(factura: number | null) {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'receipts', code, factura],
    queryFn: ({ signal }) =>
      callApi(http, receiptsCall, { params: { code, factura: factura ?? 0 } }, { signal }),
    enabled: factura !== null,
  });
}

/** One receipt's file as a Blob (archivos). */
export function fetchReceiptFile(
  http: HttpClient,
  code: number,
  factura: number,
  comprobante: number,
) {
  return callApi(http, receiptFileCall, { params: { code, factura, comprobante } });
}
