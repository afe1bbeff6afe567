/**
 * AES-GCM encryption of the stored auth record (spec §3) under a random key that lives in
 * sessionStorage only, so the record in localStorage is useless once the browser session ends.
 */
export const DECRYPT_ERROR_MESSAGE = 'Error al desencriptar: Datos corruptos o clave incorrecta';

const KEY_STORAGE = 'auth_key';
const CHANNEL = 'portal-prestadores-auth-key';
const PEER_TIMEOUT_MS = 250;
const IV_BYTES = 12;

export class DecryptError extends Error {
  constructor() {
    super(DECRYPT_ERROR_MESSAGE);
    this.name = 'DecryptError';
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function importKey(raw: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64(raw), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/**
 * A tab opened later has an empty sessionStorage; it asks the open tabs for the key instead of
 * logging everybody out. Any same-origin tab can read localStorage anyway, so nothing leaks.
 */
function askOtherTabs(): Promise<string | null> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(CHANNEL);
    const finish = (key: string | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(key);
    };
    const timer = setTimeout(() => finish(null), PEER_TIMEOUT_MS);
    channel.onmessage = (event: MessageEvent<{ type?: string; key?: string }>) => {
      if (event.data.type === 'key' && typeof event.data.key === 'string') finish(event.data.key);
    };
    channel.postMessage({ type: 'request' });
  });
}

/** Answers other tabs' key requests; returns the function that stops answering. */
export function shareKeyWithOtherTabs(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
    const key = sessionStorage.getItem(KEY_STORAGE);
    if (event.data.type === 'request' && key) channel.postMessage({ type: 'key', key });
  };
  return () => channel.close();
}

async function encryptionKey(): Promise<CryptoKey> {
  let raw = sessionStorage.getItem(KEY_STORAGE);
  if (!raw) {
    raw = toBase64(crypto.getRandomValues(new Uint8Array(32)));
    sessionStorage.setItem(KEY_STORAGE, raw);
  }
  return importKey(raw);
}

export async function encryptJson(value: unknown): Promise<string> {
  const key = await encryptionKey();
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const packed = new Uint8Array(iv.length + cipher.length);
  packed.set(iv);
  packed.set(cipher, iv.length);
  return toBase64(packed);
}

export async function decryptJson<T>(text: string): Promise<T> {
  try {
    let raw = sessionStorage.getItem(KEY_STORAGE);
    if (!raw) {
      raw = await askOtherTabs();
      if (!raw) throw new DecryptError();
      sessionStorage.setItem(KEY_STORAGE, raw);
    }
    const packed = fromBase64(text);
    const key = await importKey(raw);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: packed.slice(0, IV_BYTES) },
      key,
      packed.slice(IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    throw new DecryptError();
  }
}

export function forgetKey(): void {
  sessionStorage.removeItem(KEY_STORAGE);
}
