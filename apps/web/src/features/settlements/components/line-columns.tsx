import type { CopayLine, DebitLine, DetailLine, VoucherLine } from '@portal/contracts';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { formatCents } from '@portal/domain/settlements';
import type { TableName } from '../api/settlement-queries';
import type { Column } from './sortable-table';

type ServiceLine = CopayLine;

const affiliate = (line: ServiceLine) =>
  `${formatAffiliateNumber(line.afiliado)} · ${line.afiliado.nombre}`;

const service: Column<ServiceLine>[] = [
  { label: 'Fecha', sort: 'fecha', key: true, cell: (line) => line.fecha },
  { label: 'Afiliado', sort: 'afiliado', cell: affiliate },
  {
    label: 'Prestación',
    sort: 'prestacion',
    cell: (line) => `${line.prestacion.codigo} ${line.prestacion.nombre}`,
  },
];
const amount: Column<{ importeCentavos: number }> = {
  label: 'Importe',
  sort: 'importe',
  money: true,
  key: true,
  cell: (line) => formatCents(line.importeCentavos),
};
const reason: Column<DebitLine> = {
  label: 'Motivo',
  sort: 'motivo',
  cell: (line) => `${line.motivoCodigo} · ${line.motivo}`,
};

/** The columns of each table of a settlement, with its caption and its empty text. */
export const LINE_TABLES: {
  [Table in TableName]: {
    caption: string;
    empty: string;
    firstSort: string;
    columns: readonly Column<never>[];
  };
} = {
  debitos: {
    caption: 'Débitos',
    empty: 'La liquidación no tiene débitos.',
    firstSort: 'fecha',
    columns: [...service, amount, reason] as Column<DebitLine>[],
  },
  detalles: {
    caption: 'Detalles',
    empty: 'La liquidación no tiene prestaciones.',
    firstSort: 'fecha',
    columns: [
      ...service,
      { label: 'Tipo', sort: 'tipo', cell: (line: DetailLine) => line.tipoPrestacion },
      { label: 'Lugar de atención', sort: 'lugar', cell: (line: DetailLine) => line.lugarAtencion },
      { label: 'Cantidad', cell: (line: DetailLine) => line.cantidad },
      amount,
    ] as Column<DetailLine>[],
  },
  errores: {
    caption: 'Errores',
    empty: 'La liquidación no tiene prestaciones rechazadas.',
    firstSort: 'fecha',
    columns: [...service, amount, reason] as Column<DebitLine>[],
  },
  comprobantes: {
    caption: 'Comprobantes',
    empty: 'La liquidación no tiene comprobantes.',
    firstSort: 'fecha',
    columns: [
      { label: 'Tipo', sort: 'tipo', cell: (line: VoucherLine) => line.tipo },
      { label: 'Número', sort: 'numero', key: true, cell: (line: VoucherLine) => line.numero },
      { label: 'Fecha', sort: 'fecha', cell: (line: VoucherLine) => line.fecha },
      amount,
    ] as Column<VoucherLine>[],
  },
  copago: {
    caption: 'Copago',
    empty: 'La liquidación no tiene copago.',
    firstSort: 'fecha',
    columns: [...service, amount],
  },
};
