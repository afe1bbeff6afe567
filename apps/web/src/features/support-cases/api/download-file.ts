import { fileDownloadCall, type FileOrigin } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** One file with its content (spec §3 Attachment). */
export function downloadCaseFile(http: HttpClient, origin: FileOrigin, fileId: number) {
  return callApi(http, fileDownloadCall, { params: { type: origin, number: fileId } });
}

export function useDownloadCaseFile() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ origin, fileId }: { origin: FileOrigin; fileId: number }) =>
      downloadCaseFile(http, origin, fileId),
  });
}
