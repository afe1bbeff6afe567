import { safeEqual } from '../../../lib/crypto.ts';
import type { TokenCodec } from '../../../lib/tokens.ts';

const PREFIX = 'fhir:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VERIFIED_MEMORY = 10_000;

/**
 * A FHIR access token is `fhir:<sessionId>.<HMAC>`, signed by the portal's token codec with the
 * same secret: its session id is prefixed, so the portal's `/pre` guard, which wants a bare UUID,
 * refuses it (a FHIR client cannot call the portal's API around its scopes), and a portal token
 * carries no prefix, so this refuses it. Accepted tokens are remembered, as the codec does.
 */
export function fhirAccessTokens(tokens: TokenCodec) {
  const verified = new Map<string, string>();
  return {
    sign(sessionId: string): string {
      return tokens.sign(`${PREFIX}${sessionId}`);
    },
    verify(token: string): string | null {
      const known = verified.get(token);
      if (known !== undefined) return known;
      const dot = token.lastIndexOf('.');
      const subject = dot > 0 ? token.slice(0, dot) : '';
      const sessionId = subject.slice(PREFIX.length);
      if (!subject.startsWith(PREFIX) || !UUID.test(sessionId)) return null;
      if (!safeEqual(token, tokens.sign(subject))) return null;
      if (verified.size >= VERIFIED_MEMORY) verified.clear();
      verified.set(token, sessionId);
      return sessionId;
    },
  };
}
export type FhirAccessTokens = ReturnType<typeof fhirAccessTokens>;
