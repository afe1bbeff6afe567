/**
 * The form catalogue descriptions are searched in: lower case, no accents, single spaces, so
 * "ecografia", "ECOGRAFÍA" and "Ecografía" find the same service or diagnosis.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Minimum characters before a description search runs (type-ahead). */
export const SEARCH_MIN_CHARS = 3;
/** Most results a type-ahead answers. */
export const SEARCH_MAX_RESULTS = 20;

/** ICD-10 codes are written "J00" or "J45.9"; the catalogue keeps them without the dot. */
export function normalizeIcd(code: string): string {
  return code.trim().toUpperCase().replace(/\./g, '');
}

export function formatIcd(code: string): string {
  const normalized = normalizeIcd(code);
  return normalized.length > 3 ? `${normalized.slice(0, 3)}.${normalized.slice(3)}` : normalized;
}
