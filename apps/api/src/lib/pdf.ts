import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface PdfSection {
  heading?: string;
  rows: readonly (readonly [label: string, value: string])[];
}

export interface SimplePdf {
  title: string;
  subtitle?: string;
  sections: readonly PdfSection[];
  footer?: string;
  /** Creation date written in the document's metadata (the injected clock's now). */
  createdAt: Date;
  /** Page size in points: A4 by default, or a narrow ticket. */
  size?: 'a4' | 'ticket';
}

const SIZES = { a4: [595.28, 841.89], ticket: [226.77, 566.93] } as const;

// The standard fonts encode WinAnsi: Spanish letters are in it, other scripts are not.
const safe = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of safe(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  lines.push(line);
  return lines;
}

/**
 * A one-page document of headed label/value rows: the coverage certificate and the connectivity
 * ticket. Pure JavaScript (pdf-lib), so it needs no native code or installed fonts.
 */
export async function renderSimplePdf(spec: SimplePdf): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(safe(spec.title));
  doc.setCreator('Portal de Prestadores');
  doc.setProducer('Portal de Prestadores');
  doc.setCreationDate(spec.createdAt);
  doc.setModificationDate(spec.createdAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = SIZES[spec.size ?? 'a4'];
  const narrow = spec.size === 'ticket';
  const margin = narrow ? 14 : 50;
  const body = narrow ? 8 : 11;
  const usable = width - 2 * margin;
  const page: PDFPage = doc.addPage([width, height]);
  let y = height - margin;

  const write = (text: string, font: PDFFont, size: number, x = margin, maxWidth = usable) => {
    for (const line of wrap(text, font, size, maxWidth)) {
      y -= size * 1.35;
      page.drawText(line, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
  };

  write(spec.title, bold, narrow ? 11 : 18);
  if (spec.subtitle) write(spec.subtitle, regular, body);
  for (const section of spec.sections) {
    y -= body;
    if (section.heading) write(section.heading, bold, body + 1);
    for (const [label, value] of section.rows) {
      if (narrow) {
        write(`${label}: ${value}`, regular, body);
      } else {
        const top = y;
        write(label, bold, body, margin, usable * 0.35);
        const labelBottom = y;
        y = top;
        write(value, regular, body, margin + usable * 0.38, usable * 0.62);
        y = Math.min(y, labelBottom);
      }
    }
  }
  if (spec.footer) {
    y -= body;
    write(spec.footer, regular, body - 1);
  }
  return doc.save();
}
