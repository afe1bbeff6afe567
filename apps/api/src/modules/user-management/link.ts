import {
  DECRYPT_ERROR,
  USER_LINK_INVALID,
  openUserLink,
  sealUserLink,
  userLinkKeyBytes,
} from '@portal/domain/user-management';
import { HttpError } from '../../lib/errors.ts';

/**
 * The modificar-usuario links (spec §2 {encryp}, §8): sealed with the configured key and bound
 * to the provider; any link that does not open to the id in its path is the same 404, whether
 * changed, sealed by another key or another provider's. The user reads that the link is not
 * valid and what to do; spec §8's decrypt message goes to the log only.
 */
export interface UserLinks {
  seal(providerId: number, userId: number): Promise<string>;
  /** Throws the decrypt 404 unless `token` opens to `userId` for this provider. */
  check(providerId: number, userId: number, token: string): Promise<void>;
}

export const decryptRefusal = () =>
  new HttpError(404, USER_LINK_INVALID.message, 'DECRYPT_FAILED', {}, DECRYPT_ERROR);

export function userLinks(keyText: string): UserLinks {
  const key = userLinkKeyBytes(keyText);
  return {
    seal: (providerId, userId) => sealUserLink(key, providerId, userId),
    async check(providerId, userId, token) {
      if ((await openUserLink(key, providerId, token)) !== userId) throw decryptRefusal();
    },
  };
}
