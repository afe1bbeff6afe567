import { z } from 'zod';

/**
 * The insurer's operator calls outside a case: a one-time session link (spec §4, impersonated or
 * read-only), asked by `npm run impersonate` through the running server.
 */

/**
 * The grant's limits, as the API's EXTERNAL_GRANT checks them again: a code lives at most an
 * hour (a long-lived code would be a standing password), and the operator's name is recorded.
 */
export const EXTERNAL_GRANT_LIMITS = { maxMinutes: 60, operatorMaxLength: 120 } as const;

export const externalGrantMode = z.enum(['impersonated', 'readOnly']);

/** POST /pre/ops/external-grants (operator only). */
export const externalGrantRequest = z.object({
  email: z.string().trim().min(3).max(254),
  mode: externalGrantMode,
  operator: z.string().trim().min(1).max(EXTERNAL_GRANT_LIMITS.operatorMaxLength),
  minutes: z.number().int().min(1).max(EXTERNAL_GRANT_LIMITS.maxMinutes).optional(),
});
export type ExternalGrantRequest = z.infer<typeof externalGrantRequest>;

export const externalGrantResponse = z.object({
  link: z.string(),
  email: z.string(),
  mode: externalGrantMode,
  operator: z.string(),
  expiresAt: z.string(),
});
export type ExternalGrantResponse = z.infer<typeof externalGrantResponse>;
