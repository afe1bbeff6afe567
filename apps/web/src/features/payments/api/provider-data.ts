import {
  agreementPdfCall,
  channelEnableCall,
  consultingRoomsCall,
  coverageDiscountPdfCall,
  taxDataCall,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { PAYMENTS_KEY } from './keys';

/** Each consulting room with what it invoiced and was paid over the last year. */
export function useConsultingRooms() {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'rooms', code],
    queryFn: ({ signal }) => callApi(http, consultingRoomsCall, { params: { code } }, { signal }),
  });
}

/** The provider's tax data, agreement and channel flags. */
export function useTaxData() {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'tax', code],
    queryFn: ({ signal }) => callApi(http, taxDataCall, { params: { code } }, { signal }),
  });
}

/** Switches the electronic payment channel; the tax data follow. */
export function useChannelEnable() {
  const http = useHttp();
  const code = useProviderId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (habilitado: boolean) =>
      callApi(http, channelEnableCall, { params: { code }, body: { habilitado } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY, 'tax'] }),
  });
}

export const fetchAgreementPdf = (http: HttpClient, code: number) =>
  callApi(http, agreementPdfCall, { params: { code } });

export const fetchDiscountPdf = (http: HttpClient, code: number) =>
  callApi(http, coverageDiscountPdfCall, { params: { code } });
