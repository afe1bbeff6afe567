import { invoicesCall, invoicesReadCall, type CallQuery } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { PAYMENTS_KEY } from './keys';

/**
 * One tab's page of invoices, with every tab's count. Paging within a tab keeps the rows shown
 * until the next page arrives; another tab never shows the previous tab's rows under its name
 * (a receipt could be attached to an invoice of the wrong tab).
 */
export function useInvoices(query: CallQuery<typeof invoicesCall>) {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'invoices', code, query],
    queryFn: ({ signal }) => callApi(http, invoicesCall, { params: { code }, query }, { signal }),
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as typeof query | undefined)?.estado === query.estado
        ? keepPreviousData(previous)
        : undefined,
  });
}

/** Marks invoices as read (invoices/read); the lists and counts follow. */
export function useMarkInvoicesRead() {
  const http = useHttp();
  const code = useProviderId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callApi(http, invoicesReadCall, { params: { code }, body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY, 'invoices'] }),
  });
}
