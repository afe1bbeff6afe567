/** A JSON Web Key as a client pastes it (RFC 7517): only the members we read are typed. */
export type PublicJwk = Record<string, unknown> & { kty: string };

export const FHIR_KEY_MESSAGES = {
  notJson: 'La clave pública no es un JSON válido: pegá un JWK o un JWKS ({"keys": [...]}).',
  noKeys: 'El JWKS no tiene claves.',
  tooMany: 'Podés registrar hasta 5 claves por sistema.',
  privateKey:
    'Pegaste una clave privada: registrá solo la clave pública (sin los campos "d", "p", "q").',
  unsupported:
    'Cada clave debe ser RSA de 2048 bits o más (RS384) o EC P-384 (ES384), las que admite SMART Backend Services.',
  duplicateKid: 'Dos claves tienen el mismo "kid".',
} as const;

export const MAX_CLIENT_KEYS = 5;

/** Members only a private key has (RFC 7518 §6.2.2, §6.3.2). */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

/** base64url characters needed for a 2048-bit modulus. */
const MIN_RSA_MODULUS_CHARS = Math.ceil((2048 / 8) * (4 / 3));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function keyProblem(key: Record<string, unknown>): string | null {
  if (PRIVATE_MEMBERS.some((member) => member in key)) return FHIR_KEY_MESSAGES.privateKey;
  const base64url = (value: unknown) => typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value);
  if (key.kty === 'RSA') {
    const ok =
      base64url(key.n) &&
      (key.n as string).length >= MIN_RSA_MODULUS_CHARS &&
      base64url(key.e) &&
      (key.alg === undefined || key.alg === 'RS384');
    return ok ? null : FHIR_KEY_MESSAGES.unsupported;
  }
  if (key.kty === 'EC') {
    const ok =
      key.crv === 'P-384' &&
      base64url(key.x) &&
      base64url(key.y) &&
      (key.alg === undefined || key.alg === 'ES384');
    return ok ? null : FHIR_KEY_MESSAGES.unsupported;
  }
  return FHIR_KEY_MESSAGES.unsupported;
}

/**
 * The public keys a client registers, from the text its admin pasted: one JWK or a JWKS. Private
 * key material is refused (it must never reach us), and so is any key SMART Backend Services'
 * two algorithms cannot verify.
 */
export function parsePublicKeySet(
  text: string,
): { keys: PublicJwk[]; problem?: never } | { problem: string; keys?: never } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: FHIR_KEY_MESSAGES.notJson };
  }
  if (!isRecord(parsed)) return { problem: FHIR_KEY_MESSAGES.notJson };
  const keys: unknown[] =
    'keys' in parsed ? (Array.isArray(parsed.keys) ? parsed.keys : []) : [parsed];
  if ('keys' in parsed && !Array.isArray(parsed.keys))
    return { problem: FHIR_KEY_MESSAGES.notJson };
  if (keys.length === 0) return { problem: FHIR_KEY_MESSAGES.noKeys };
  if (keys.length > MAX_CLIENT_KEYS) return { problem: FHIR_KEY_MESSAGES.tooMany };
  for (const key of keys) {
    if (!isRecord(key)) return { problem: FHIR_KEY_MESSAGES.unsupported };
    const problem = keyProblem(key);
    if (problem) return { problem };
  }
  const kids = keys
    .map((key) => (key as Record<string, unknown>).kid)
    .filter((kid) => kid !== undefined);
  if (new Set(kids).size !== kids.length) return { problem: FHIR_KEY_MESSAGES.duplicateKid };
  return { keys: keys as PublicJwk[] };
}
