import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made by pdf-lib: its content streams are deflated and show text as
 * hex strings (`<48656C6C6F> Tj`) in WinAnsi, which is Latin-1 for Spanish letters.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push(Buffer.from(text[1]!, 'hex').toString('latin1'));
    }
  }
  return parts.join('\n');
}
