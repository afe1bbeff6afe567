import { bulkValidationCall, type BulkValidationRequest } from '@portal/contracts';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';

/**
 * One chunk (up to 500 rows) of an uploaded file. The bulk runner calls it chunk after chunk,
 * so it has no hook of its own.
 */
export function postBulkValidation(
  http: HttpClient,
  body: BulkValidationRequest,
  signal?: AbortSignal,
) {
  return callApi(http, bulkValidationCall, { body }, { signal });
}
