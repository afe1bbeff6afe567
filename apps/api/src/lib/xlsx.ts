import ExcelJS from 'exceljs';

export interface SimpleSheet {
  /** The sheet's tab name (at most 31 characters, as Excel allows). */
  name: string;
  /** The title written above the table, bold. */
  title: string;
  /** The header row. */
  columns: readonly string[];
  /** Empty rows left for the provider to fill, with borders (a form, not a report). */
  blankRows?: number;
  /** The workbook's creation date (the injected clock's now). */
  createdAt: Date;
}

/**
 * A one-sheet workbook: a bold title, a header row frozen and filtered, and bordered blank rows
 * to fill (the presentation forms). ExcelJS, server side only (ADR 0025).
 */
export async function renderSimpleXlsx(spec: SimpleSheet): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal de Prestadores';
  workbook.created = spec.createdAt;
  workbook.modified = spec.createdAt;
  const sheet = workbook.addWorksheet(spec.name.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 2 }],
  });
  sheet.getCell('A1').value = spec.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const header = sheet.getRow(2);
  spec.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };
    sheet.getColumn(index + 1).width = Math.max(12, column.length + 4);
  });
  const thin = { style: 'thin' as const };
  for (let row = 2; row <= 2 + (spec.blankRows ?? 30); row++) {
    for (let column = 1; column <= spec.columns.length; column++) {
      sheet.getRow(row).getCell(column).border = {
        top: thin,
        left: thin,
        bottom: thin,
        right: thin,
      };
    }
  }
  sheet.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: spec.columns.length } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
