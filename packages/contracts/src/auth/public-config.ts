import { z } from '../zod.ts';

/** GET /pre/v0/public-config: what the login form needs before anyone is logged in. */
export const publicConfigResponse = z.object({
  captcha: z.object({ enabled: z.boolean(), siteKey: z.string().nullable() }),
  /** Spec §2: the revealed password hides itself after 3 s "when configured". */
  passwordRevealAutoHide: z.boolean(),
  /** Seconds before `exp` at which the session-expiry prompt appears. */
  sessionWarningSeconds: z.number().int().positive(),
  siblingSites: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
