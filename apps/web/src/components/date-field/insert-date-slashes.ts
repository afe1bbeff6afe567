const SEPARATOR = '/';
/** Day and month take two digits at most; the year takes the rest. */
const SHORT_PARTS = 2;

/**
 * Puts in the slashes of dd/mm/aaaa as digits are typed: a digit after a full day or month
 * starts the next part (`100` → `10/0`, `10032026` → `10/03/2026`). A slash the user types is
 * kept, so a one-digit day or month (`1/3/2026`) stays as written; no slash is added ahead of
 * the next digit, so typing one never doubles it. Text with anything but digits and slashes,
 * or with a third slash, is left as typed for the parser to refuse.
 */
export function insertDateSlashes(text: string): string {
  if (!/^[\d/]*$/.test(text)) return text;
  const parts = [''];
  for (const char of text) {
    const index = parts.length - 1;
    const part = parts[index] ?? '';
    if (char === SEPARATOR) {
      if (index >= 2) return text;
      parts.push('');
    } else if (index < 2 && part.length === SHORT_PARTS) {
      parts.push(char);
    } else {
      parts[index] = part + char;
    }
  }
  return parts.join(SEPARATOR);
}
