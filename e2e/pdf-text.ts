import { inflateSync } from 'node:zlib';

/** The text pdf-lib drew: deflated content streams showing hex strings (WinAnsi ≈ Latin-1). */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1]!;
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // Not deflated: read as it is.
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push(Buffer.from(text[1]!, 'hex').toString('latin1'));
    }
  }
  return parts.join('\n').replace(/\u00a0/g, ' ');
}
