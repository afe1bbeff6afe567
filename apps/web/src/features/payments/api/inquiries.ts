import {
  fileInquiryCall,
  inquiriesCall,
  inquiryReasonsCall,
  paymentCompaniesCall,
  type InquiryRequest,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { PAYMENTS_KEY } from './keys';

/** The reasons and companies an inquiry is filed with (they seldom change). */
export function useInquiryOptions() {
  const http = useHttp();
  const code = useProviderId();
  const reasons = useQuery({
    queryKey: [PAYMENTS_KEY, 'reasons', code],
    queryFn: ({ signal }) => callApi(http, inquiryReasonsCall, { params: { code } }, { signal }),
    staleTime: 30 * 60_000,
  });
  const companies = useQuery({
    queryKey: [PAYMENTS_KEY, 'companies', code],
    queryFn: ({ signal }) => callApi(http, paymentCompaniesCall, { params: { code } }, { signal }),
    staleTime: 30 * 60_000,
  });
  return { reasons, companies };
}

export function useInquiries() {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: [PAYMENTS_KEY, 'inquiries', code],
    queryFn: ({ signal }) => callApi(http, inquiriesCall, { params: { code } }, { signal }),
  });
}

/** Files an inquiry; the list shows it first. */
export function useFileInquiry() {
  const http = useHttp();
  const code = useProviderId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InquiryRequest) =>
      callApi(http, fileInquiryCall, { params: { code }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY, 'inquiries'] }),
  });
}
