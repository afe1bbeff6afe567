import { fileCaseCall, type NewCaseRequest, type NewCaseResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCall } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { caseKeys } from './keys';
import { fetchPostProcess1 } from './post-process-1';
import { fetchPostProcess2, type PostProcess2 } from './post-process-2';

export interface FileCaseVariables {
  body: NewCaseRequest;
  onProgress?: (fraction: number) => void;
}

export interface FiledCase {
  created: NewCaseResponse;
  /** The addresses the acknowledgement went to (PostProcess1), when it answered. */
  notified: string[];
  /** Where the case was routed (PostProcess2), when it answered. */
  routing: PostProcess2 | null;
}

/**
 * Files a case with the attachments inline, so the case and its files are one
 * transaction on the server; the upload reports its progress. The two post-process reads that
 * follow (spec §7) only enrich the confirmation: the case exists whatever they answer.
 */
export async function fileCase(
  http: HttpClient,
  { body, onProgress }: FileCaseVariables,
): Promise<FiledCase> {
  const created = await uploadCall(http, fileCaseCall, { body }, { onProgress });
  const [first, second] = await Promise.allSettled([
    fetchPostProcess1(http, created.tramiteJbpm, created.ts),
    fetchPostProcess2(http, created.nroTramite, created.workContext),
  ]);
  return {
    created,
    notified: first.status === 'fulfilled' ? first.value.emails : created.emails,
    routing: second.status === 'fulfilled' ? second.value : null,
  };
}

export function useFileCase() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: FileCaseVariables) => fileCase(http, variables),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: caseKeys.searches }),
  });
}
