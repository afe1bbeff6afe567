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
    ...staffTokens(secret),
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

/**
 * The insurer's staff have a realm of their own (docs/decisions/0055): their tokens are
 * `<realm>.<id>.<HMAC of realm and id>`, three parts, which `verify` above refuses, and a
 * provider's two-part token is refused here; the realm in the signature keeps a pending token of
 * the password step from passing for a session, and the reverse.
 */
export type StaffTokenRealm = 'stf' | 'stp';

function staffTokens(secret: string) {
  return {
    signStaff(realm: StaffTokenRealm, id: string): string {
      return `${realm}.${id}.${hmac(secret, `${realm}:${id}`)}`;
    },
    verifyStaff(realm: StaffTokenRealm, token: string): string | null {
      const [given, id, signature, ...rest] = token.split('.');
      if (given !== realm || !id || !signature || rest.length > 0 || !UUID.test(id)) return null;
      return safeEqual(signature, hmac(secret, `${realm}:${id}`)) ? id : null;
    },
  };
}
