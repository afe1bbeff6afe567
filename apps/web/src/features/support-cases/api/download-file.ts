import type { FileDownloadResponse, FileOrigin } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** GET /pre/v0/archivos/{type}/{number}: one file with its content (spec §3 Attachment). */
export function downloadCaseFile(
  http: HttpClient,
  origin: FileOrigin,
  fileId: number,
): Promise<FileDownloadResponse> {
  return http.get<FileDownloadResponse>(`/pre/v0/archivos/${origin}/${fileId}`);
}

export function useDownloadCaseFile() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ origin, fileId }: { origin: FileOrigin; fileId: number }) =>
      downloadCaseFile(http, origin, fileId),
  });
}
