import { postProcess1Call, type CallResult } from '@portal/contracts';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';

export type PostProcess1 = CallResult<typeof postProcess1Call>;

/** The filed case and the e-mails notified (process = tramiteJbpm). */
export function fetchPostProcess1(
  http: HttpClient,
  process: number,
  ts: string,
): Promise<PostProcess1> {
  return callApi(http, postProcess1Call, { params: { process, ts } });
}
