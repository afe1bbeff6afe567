import { centsCsv, formatPeriod, type SettlementTable } from '@portal/domain/settlements';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { toCsv } from '@portal/domain/format';
import type { SettlementCsvQuery } from '@portal/contracts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import {
  toCopayLine,
  toDebitLine,
  toDetailLine,
  toSettlementRow,
  toVoucherLine,
} from './settlement-rows.ts';
import { listSettlements, pageOfLines, subtotals } from './settlements.repository.ts';
import { listRange, ownSettlement, type SettlementsDeps } from './settlements.service.ts';

/** The most rows one CSV holds (a settlement's table is far smaller; the list at most 24). */
export const SETTLEMENT_CSV_MAX_ROWS = 20_000;

const all = { offset: 0, limit: SETTLEMENT_CSV_MAX_ROWS, direction: 'asc' } as const;
const SERVICE_HEADER = ['Fecha', 'Afiliado', 'Nombre', 'Código', 'Prestación'];
const serviceCells = (line: ReturnType<typeof toCopayLine>) => [
  line.fecha,
  formatAffiliateNumber(line.afiliado),
  line.afiliado.nombre,
  line.prestacion.codigo,
  line.prestacion.nombre,
];

/** One table as CSV (es-AR) and its file name. */
export async function settlementCsv(
  deps: SettlementsDeps,
  providerId: number,
  pathId: number,
  query: SettlementCsvQuery,
): Promise<{ fileName: string; csv: string }> {
  ownProvider(providerId, pathId);
  if (query.tabla === 'liquidaciones') {
    const range = listRange(deps, query);
    const { rows } = await listSettlements(
      deps.db,
      { providerId, from: range.desde, to: range.hasta, expediente: query.expediente },
      'periodo',
      all,
    );
    const header = [
      'Expediente',
      'Período',
      'Fecha de liquidación',
      'Bruto',
      'Débitos',
      'Copago',
      'Neto',
      'Estado',
    ];
    const csv = toCsv(
      header,
      rows
        .map(toSettlementRow)
        .map((row) => [
          row.expediente,
          formatPeriod(Number(row.periodo)),
          row.fechaLiquidacion,
          centsCsv(row.brutoCentavos),
          centsCsv(row.debitosCentavos),
          centsCsv(row.copagoCentavos),
          centsCsv(row.netoCentavos),
          row.estado,
        ]),
    );
    return { fileName: `liquidaciones-${range.desde}-${range.hasta}.csv`, csv };
  }
  // The schema requires the expediente for every other table.
  if (query.expediente === undefined)
    throw new HttpError(400, 'Indicá el número de expediente.', 'INVALID_INPUT');
  const settlement = await ownSettlement(deps, providerId, pathId, query.expediente);
  const fileName = `liquidacion-${settlement.expediente}-${query.tabla}.csv`;
  return { fileName, csv: await tableCsv(deps, settlement.id, query.tabla) };
}

async function tableCsv(
  deps: SettlementsDeps,
  id: number,
  table: Exclude<SettlementTable, 'liquidaciones'>,
) {
  const { db } = deps;
  switch (table) {
    case 'debitos':
    case 'errores': {
      const { rows } = await pageOfLines(db, table, id, 'fecha', all);
      return toCsv(
        [...SERVICE_HEADER, 'Importe', 'Código de motivo', 'Motivo'],
        rows
          .map(toDebitLine)
          .map((line) => [
            ...serviceCells(line),
            centsCsv(line.importeCentavos),
            line.motivoCodigo,
            line.motivo,
          ]),
      );
    }
    case 'detalles': {
      const { rows } = await pageOfLines(db, 'detalles', id, 'fecha', all);
      return toCsv(
        [...SERVICE_HEADER, 'Tipo de prestación', 'Lugar de atención', 'Cantidad', 'Importe'],
        rows
          .map(toDetailLine)
          .map((line) => [
            ...serviceCells(line),
            line.tipoPrestacion,
            line.lugarAtencion,
            line.cantidad,
            centsCsv(line.importeCentavos),
          ]),
      );
    }
    case 'copago': {
      const { rows } = await pageOfLines(db, 'copago', id, 'fecha', all);
      return toCsv(
        [...SERVICE_HEADER, 'Importe'],
        rows
          .map(toCopayLine)
          .map((line) => [...serviceCells(line), centsCsv(line.importeCentavos)]),
      );
    }
    case 'comprobantes': {
      const { rows } = await pageOfLines(db, 'comprobantes', id, 'fecha', all);
      return toCsv(
        ['Tipo', 'Número', 'Fecha', 'Importe'],
        rows
          .map(toVoucherLine)
          .map((line) => [line.tipo, line.numero, line.fecha, centsCsv(line.importeCentavos)]),
      );
    }
    case 'subtotales': {
      const { byType, byPlace } = await subtotals(db, id);
      return toCsv(
        ['Agrupado por', 'Nombre', 'Prestaciones', 'Importe'],
        [
          ...byType.map((row) => [
            'Tipo de prestación',
            row.nombre,
            row.prestaciones,
            centsCsv(row.importeCentavos),
          ]),
          ...byPlace.map((row) => [
            'Lugar de atención',
            row.nombre,
            row.prestaciones,
            centsCsv(row.importeCentavos),
          ]),
        ],
      );
    }
  }
}
