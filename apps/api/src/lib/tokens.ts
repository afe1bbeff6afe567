import { hmac, safeEqual } from './crypto.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Tokens whose signature checked out, kept per codec; a full memory starts over. */
const VERIFIED_MEMORY = 10_000;

/**
 * Bearer tokens are `<sessionId>.<HMAC>`: the signature rejects forged ids without a database
 * round trip, and the session row decides expiry and revocation (docs/decisions/0002).
 *
 * A signature is a pure function of the secret and the id, so a token that verified once always
 * verifies: the codec remembers the tokens it accepted and skips the HMAC (about 8 % of the CPU
 * of an affiliate validation) the next time. Only accepted tokens are remembered, so a forged
 * one is always checked; expiry and logout are the session row's business, not the codec's.
 */
export function tokenCodec(secret: string) {
  const verified = new Map<string, string>();
  return {
    sign(sessionId: string): string {
      return `${sessionId}.${hmac(secret, sessionId)}`;
    },
    verify(token: string): string | null {
      const known = verified.get(token);
      if (known !== undefined) return known;
      const [sessionId, signature, ...rest] = token.split('.');
      if (!sessionId || !signature || rest.length > 0 || !UUID.test(sessionId)) return null;
      if (!safeEqual(signature, hmac(secret, sessionId))) return null;
      if (verified.size >= VERIFIED_MEMORY) verified.clear();
      verified.set(token, sessionId);
      return sessionId;
    },
  };
}
export type TokenCodec = ReturnType<typeof tokenCodec>;
