import { hmac, safeEqual } from './crypto.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Bearer tokens are `<sessionId>.<HMAC>`: the signature rejects forged ids without a database
 * round trip, and the session row decides expiry and revocation (docs/decisions/0002).
 */
export function tokenCodec(secret: string) {
  return {
    sign(sessionId: string): string {
      return `${sessionId}.${hmac(secret, sessionId)}`;
    },
    verify(token: string): string | null {
      const [sessionId, signature, ...rest] = token.split('.');
      if (!sessionId || !signature || rest.length > 0 || !UUID.test(sessionId)) return null;
      return safeEqual(signature, hmac(secret, sessionId)) ? sessionId : null;
    },
  };
}
export type TokenCodec = ReturnType<typeof tokenCodec>;
