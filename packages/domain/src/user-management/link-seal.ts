/**
 * The `{encryp}` of gestionusuarios/modificar-usuario/{idUsuario}/{encryp} (spec §2): the user id
 * sealed with AES-256-GCM, bound to the provider (additional data), so a changed byte, another
 * key or another provider's link fails to open (spec §8's decrypt error, nothing revealed).
 * Web Crypto, so the rule runs the same wherever the domain runs.
 */

const IV_BYTES = 12;
const KEY_BYTES = 32;

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A 32-byte key from its hex (64 characters) or base64 text; throws on any other length. */
export function userLinkKeyBytes(text: string): Uint8Array {
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Uint8Array.from(text.match(/../g)!, (pair) => parseInt(pair, 16))
    : fromBase64Url(text.replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_'));
  if (!bytes || bytes.length !== KEY_BYTES) {
    throw new Error('USER_LINK_KEY must be 32 bytes, as 64 hex characters or base64');
  }
  return bytes;
}

type ImportedKey = ReturnType<typeof crypto.subtle.importKey>;
/** Imported once per key: a list seals one link per user. */
const importedKeys = new WeakMap<Uint8Array, ImportedKey>();

function importKey(key: Uint8Array): ImportedKey {
  let imported = importedKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ]);
    importedKeys.set(key, imported);
  }
  return imported;
}

const additionalData = (providerId: number) => encoder.encode(`prestador:${providerId}`);

/** The link token of a user of a provider: base64url of IV and ciphertext with its tag. */
export async function sealUserLink(
  key: Uint8Array,
  providerId: number,
  userId: number,
  iv: Uint8Array = crypto.getRandomValues(new Uint8Array(IV_BYTES)),
): Promise<string> {
  const sealed = await crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv: iv as Uint8Array<ArrayBuffer>,
      additionalData: additionalData(providerId),
    },
    await importKey(key),
    encoder.encode(String(userId)),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64Url(out);
}

/** The user id a link token holds for this provider, or null for any token that does not open. */
export async function openUserLink(
  key: Uint8Array,
  providerId: number,
  token: string,
): Promise<number | null> {
  const bytes = fromBase64Url(token);
  if (!bytes || bytes.length <= IV_BYTES + 16 || bytes.length > 64) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes.slice(0, IV_BYTES),
        additionalData: additionalData(providerId),
      },
      await importKey(key),
      bytes.slice(IV_BYTES),
    );
    const text = new TextDecoder().decode(plain);
    return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}
