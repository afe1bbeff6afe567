import { z } from '../zod.ts';
import { EXTERNAL_GRANT } from '@portal/domain/session';
import { plain } from '../common-fields.ts';

/**
 * The insurer's operator calls outside a case: a one-time session link (spec §4, impersonated or
 * read-only), asked by `npm run impersonate` through the running server, within the domain's
 * EXTERNAL_GRANT limits.
 */

export const externalGrantMode = z.enum(['impersonated', 'readOnly']);

/** POST /pre/ops/external-grants (operator only). */
export const externalGrantRequest = z.object({
  email: plain(z.string().trim().min(3).max(254)),
  mode: externalGrantMode,
  operator: plain(z.string().trim().min(1).max(EXTERNAL_GRANT.operatorMaxLength)),
  minutes: z.number().int().min(1).max(EXTERNAL_GRANT.maxMinutes).optional(),
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
