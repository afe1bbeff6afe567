import type { PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { encode } from 'uqr';

/**
 * Draws `text` as a QR code (uqr: a small dependency-free encoder, ADR 0028) with pdf-lib
 * rectangles, its lower-left corner at (x, y), `size` points wide with the quiet zone.
 */
export function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const modules = data.length;
  const cell = size / modules;
  data.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (!dark) return;
      page.drawRectangle({
        x: x + c * cell,
        y: y + size - (r + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    });
  });
}
