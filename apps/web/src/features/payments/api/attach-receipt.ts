import { attachReceiptCall, type ReceiptRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCall } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { PAYMENTS_KEY } from './keys';

export interface AttachVariables {
  factura: number;
  body: ReceiptRequest;
  onProgress?: (fraction: number) => void;
}

/** Sends receipts with upload progress; the invoice lists and receipt lists follow after. */
export function useAttachReceipt() {
  const http = useHttp();
  const code = useProviderId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factura, body, onProgress }: AttachVariables) =>
      uploadCall(http, attachReceiptCall, { params: { code, factura }, body }, { onProgress }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY, 'invoices'] }),
        queryClient.invalidateQueries({ queryKey: [PAYMENTS_KEY, 'receipts'] }),
      ]),
  });
}
