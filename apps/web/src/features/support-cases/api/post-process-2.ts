import { postProcess2Call, type CallResult } from '@portal/contracts';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';

export type PostProcess2 = CallResult<typeof postProcess2Call>;

/** Where the filed case was routed. */
export function fetchPostProcess2(
  http: HttpClient,
  nroTramite: number,
  workContext: string,
): Promise<PostProcess2> {
  return callApi(http, postProcess2Call, { params: { id: nroTramite, workContext } });
}
