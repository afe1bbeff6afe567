import type { postProcess1Response } from '@portal/contracts';
import type { HttpClient } from '@/lib/http';
import type { SchemaOutput } from '@/lib/schema-types';

export type PostProcess1 = SchemaOutput<typeof postProcess1Response>;

/** GET /pre/cap/{process}/{ts}/PostProcess1: the filed case and the e-mails notified. */
export function fetchPostProcess1(
  http: HttpClient,
  process: number,
  ts: string,
): Promise<PostProcess1> {
  return http.get<PostProcess1>(`/pre/cap/${process}/${encodeURIComponent(ts)}/PostProcess1`);
}
