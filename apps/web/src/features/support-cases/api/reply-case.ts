import { replyCaseCall, type ReplyCaseRequest, type ReplyCaseResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCall } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';

export interface ReplyVariables {
  body: ReplyCaseRequest;
  onProgress?: (fraction: number) => void;
}

/** The answer to a case in estado 2 (spec §4), with its files; the upload reports progress. */
export function replyCase(
  http: HttpClient,
  { body, onProgress }: ReplyVariables,
): Promise<ReplyCaseResponse> {
  return uploadCall(http, replyCaseCall, { body }, { onProgress });
}

export function useReplyCase() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ReplyVariables) => replyCase(http, variables),
    onSuccess: (answer) => {
      // The case leaves the inbox: refetch the counter now rather than wait for the live event.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.inbox }),
        queryClient.invalidateQueries({ queryKey: caseKeys.case(answer.nroTramite) }),
        queryClient.invalidateQueries({ queryKey: caseKeys.searches }),
      ]);
    },
  });
}
