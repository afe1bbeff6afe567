import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

export interface CoveragePdfKey {
  contra: number;
  inte: number;
}

/** GET /pre/v1/validador/cobertura-pdf/{contra}/{inte}: the coverage certificate (PDF). */
export function fetchCoveragePdf(http: HttpClient, key: CoveragePdfKey): Promise<Blob> {
  return http.getBlob(`/pre/v1/validador/cobertura-pdf/${key.contra}/${key.inte}`);
}

export function useCoveragePdf() {
  const http = useHttp();
  return useMutation({ mutationFn: (key: CoveragePdfKey) => fetchCoveragePdf(http, key) });
}
