import type { RequestAffiliate } from '@portal/contracts';

/** Who files a request and for whom: the session's provider and the validated affiliate. */
export interface RequestContext {
  provider: number;
  /** The logged-in user's e-mail (spec §3 emailPrestador). */
  email: string;
  afiliado: RequestAffiliate;
  /** The affiliate's plan code, for the hospitalization notice's afiliado.plan. */
  plan: number | null;
  /** Today, Argentina's day: the attention places and the validity are read for it. */
  now: Date;
}
