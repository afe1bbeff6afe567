import { DECRYPT_ERROR, openUserLink, sealUserLink, userLinkKeyBytes } from '@portal/domain';
import { HttpError } from '../../lib/errors.ts';

/**
 * The modificar-usuario links (spec §2 {encryp}, §8): sealed with the configured key and bound
 * to the provider; any link that does not open to the id in its path is the same 404 with the
 * spec's decrypt message, whether changed, sealed by another key or another provider's.
 */
export interface UserLinks {
  seal(providerId: number, userId: number): Promise<string>;
  /** Throws the decrypt 404 unless `token` opens to `userId` for this provider. */
  check(providerId: number, userId: number, token: string): Promise<void>;
}

export const decryptRefusal = () => new HttpError(404, DECRYPT_ERROR, 'DECRYPT_FAILED');

export function userLinks(keyText: string): UserLinks {
  const key = userLinkKeyBytes(keyText);
  return {
    seal: (providerId, userId) => sealUserLink(key, providerId, userId),
    async check(providerId, userId, token) {
      if ((await openUserLink(key, providerId, token)) !== userId) throw decryptRefusal();
    },
  };
}
