import type { ExternalGrantRequest, ExternalGrantResponse } from '@portal/contracts';
import { HttpError } from '../../../lib/errors.ts';
import {
  createExternalGrant,
  ExternalGrantError,
  type ExternalGrantDeps,
} from '../../session/public.ts';

/** An operator asks for a one-time session link of a user (spec §4, `npm run impersonate`). */
export async function issueExternalGrant(
  deps: ExternalGrantDeps,
  body: ExternalGrantRequest,
): Promise<ExternalGrantResponse> {
  try {
    const grant = await createExternalGrant(deps, body);
    return {
      link: grant.link,
      email: grant.email,
      mode: grant.mode,
      operator: grant.operator,
      expiresAt: grant.expiresAt.toISOString(),
    };
  } catch (error) {
    if (error instanceof ExternalGrantError)
      throw new HttpError(400, error.message, 'GRANT_REFUSED');
    throw error;
  }
}
