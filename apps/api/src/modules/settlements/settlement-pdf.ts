import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { formatCents, formatPeriod } from '@portal/domain/settlements';
import type { DebitLine, SettlementResponse } from '@portal/contracts';

// The standard fonts encode WinAnsi: Spanish letters are in it, other scripts are not.
const safe = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
// Debit table columns: [title, x offset, width].
const COLUMNS = [
  ['Fecha', 0, 58],
  ['Afiliado', 58, 120],
  ['Prestación', 178, 130],
  ['Motivo', 308, 140],
  ['Importe', 448, 67],
] as const;

function fit(text: string, font: PDFFont, size: number, width: number): string {
  const full = safe(text);
  if (font.widthOfTextAtSize(full, size) <= width - 4) return full;
  let value = full;
  while (value.length > 1 && font.widthOfTextAtSize(`${value}...`, size) > width - 4) {
    value = value.slice(0, -1);
  }
  return `${value}...`;
}

/**
 * The settlement and its debits as one A4 document: the header figures, then every debit line
 * with its reason; pages are added as the table grows (pdf-lib, no native code).
 */
export async function renderSettlementPdf(
  settlement: SettlementResponse,
  debits: readonly DebitLine[],
  createdAt: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Liquidación expediente ${settlement.expediente}`;
  doc.setTitle(title);
  doc.setCreator('Portal de Prestadores');
  doc.setProducer('Portal de Prestadores');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (value: string, x: number, size: number, font = regular) => {
    page.drawText(safe(value), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const line = (size: number) => {
    y -= size * 1.5;
  };

  line(16);
  text(title, MARGIN, 16, bold);
  line(10);
  text(`${settlement.prestador.razonSocial} (prestador ${settlement.prestador.id})`, MARGIN, 10);
  line(10);
  const figures: [string, string][] = [
    ['Período', formatPeriod(Number(settlement.periodo))],
    ['Fecha de liquidación', settlement.fechaLiquidacion],
    ['Estado', settlement.estado],
    ['Bruto', formatCents(settlement.brutoCentavos)],
    ['Débitos', formatCents(settlement.debitosCentavos)],
    ['Copago', formatCents(settlement.copagoCentavos)],
    ['Neto', formatCents(settlement.netoCentavos)],
  ];
  for (const [label, value] of figures) {
    line(11);
    text(label, MARGIN, 11, bold);
    text(value, MARGIN + 160, 11);
  }
  line(14);
  text(`Débitos (${debits.length})`, MARGIN, 13, bold);
  const header = () => {
    line(9);
    for (const [name, x] of COLUMNS) text(name, MARGIN + x, 9, bold);
  };
  header();
  for (const debit of debits) {
    if (y < MARGIN + 20) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    line(9);
    const cells = [
      debit.fecha,
      `${formatAffiliateNumber(debit.afiliado)} ${debit.afiliado.nombre}`,
      `${debit.prestacion.codigo} ${debit.prestacion.nombre}`,
      `${debit.motivoCodigo} ${debit.motivo}`,
      formatCents(debit.importeCentavos),
    ];
    COLUMNS.forEach(([, x, width], index) =>
      text(fit(cells[index]!, regular, 8, width), MARGIN + x, 8),
    );
  }
  line(10);
  text(`Total de débitos: ${formatCents(settlement.debitosCentavos)}`, MARGIN, 10, bold);
  return doc.save();
}
