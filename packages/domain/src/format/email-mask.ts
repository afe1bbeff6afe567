/**
 * An e-mail address as logs and operator output may show it: the first letter of the mailbox,
 * then `***`, then the whole domain (`demo@prestadores.test` → `d***@prestadores.test`). Enough
 * to tell two users apart in a log, not enough to write to them.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '***';
  const first = Array.from(address.slice(0, at))[0] ?? '';
  return `${first}***@${address.slice(at + 1)}`;
}

/** Something that looks like an e-mail address inside a longer text (a server's message). */
const EMAIL_IN_TEXT = /[^\s<>()[\]"',;:@]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** `text` with every e-mail address in it masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (found) => maskEmail(found));
}
