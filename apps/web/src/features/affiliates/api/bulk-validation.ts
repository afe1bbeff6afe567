import type { BulkValidationRequest, BulkValidationResponse } from '@portal/contracts';
import type { HttpClient } from '@/lib/http';

/**
 * POST /pre/v1/validador/validacion-masiva: one chunk (up to 500 rows) of an uploaded file.
 * The bulk runner calls it chunk after chunk, so it has no hook of its own.
 */
export function postBulkValidation(
  http: HttpClient,
  body: BulkValidationRequest,
  signal?: AbortSignal,
): Promise<BulkValidationResponse> {
  return http.post<BulkValidationResponse>('/pre/v1/validador/validacion-masiva', body, {
    signal,
  });
}
