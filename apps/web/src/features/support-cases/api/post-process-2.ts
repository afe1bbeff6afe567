import type { postProcess2Response } from '@portal/contracts';
import type { HttpClient } from '@/lib/http';
import type { SchemaOutput } from '@/lib/schema-types';

export type PostProcess2 = SchemaOutput<typeof postProcess2Response>;

/** GET /pre/cap/{id}/{workContext}/PostProcess2: where the filed case was routed. */
export function fetchPostProcess2(
  http: HttpClient,
  nroTramite: number,
  workContext: string,
): Promise<PostProcess2> {
  return http.get<PostProcess2>(
    `/pre/cap/${nroTramite}/${encodeURIComponent(workContext)}/PostProcess2`,
  );
}
