import { useMutation } from '@tanstack/react-query';
import { coveragePdfCall } from '@portal/contracts';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

export interface CoveragePdfKey {
  contra: number;
  inte: number;
}

/** The coverage certificate (PDF). */
export function fetchCoveragePdf(http: HttpClient, key: CoveragePdfKey): Promise<Blob> {
  return callApi(http, coveragePdfCall, { params: key });
}

export function useCoveragePdf() {
  const http = useHttp();
  return useMutation({ mutationFn: (key: CoveragePdfKey) => fetchCoveragePdf(http, key) });
}
