import { saveExternalAuth } from '../session-storage';
import type { ExternalAuthEntry } from './session-types';

/** The URL parameter that opens an impersonated or read-only session. */
export const EXTERNAL_AUTH_PARAM = 'externalAuth';

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** Parses the parameter's base64url JSON {code, exp, model}; null when it is not one. */
export function decodeExternalAuth(text: string): ExternalAuthEntry | null {
  try {
    const value = JSON.parse(decodeBase64Url(text)) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { code, exp, model } = value as Record<string, unknown>;
    if (typeof code !== 'string' || typeof exp !== 'string') return null;
    const flags =
      typeof model === 'object' && model !== null ? (model as Record<string, unknown>) : {};
    return {
      code,
      exp,
      model: { soloLectura: flags.soloLectura === true, impersonado: flags.impersonado === true },
    };
  } catch {
    return null;
  }
}

export interface ExternalAuthCapture {
  /** The same address without the parameter, to replace the one in the address bar. */
  cleanUrl: string;
  invalid: boolean;
}

/**
 * Moves the parameter into storage before anything renders, so no guard sees a visitor and
 * redirects first. Returns null when the address has no such parameter.
 */
export function captureExternalAuth(url: URL): ExternalAuthCapture | null {
  const raw = url.searchParams.get(EXTERNAL_AUTH_PARAM);
  if (raw === null) return null;
  const entry = decodeExternalAuth(raw);
  if (entry) saveExternalAuth(entry);
  const clean = new URL(url);
  clean.searchParams.delete(EXTERNAL_AUTH_PARAM);
  return { cleanUrl: `${clean.pathname}${clean.search}${clean.hash}`, invalid: entry === null };
}
