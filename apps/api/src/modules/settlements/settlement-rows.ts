import type {
  DebitLine,
  DetailLine,
  SettlementRow,
  VoucherLine,
  CopayLine,
} from '@portal/contracts';
import type {
  settlementCopays,
  settlementDebits,
  settlementLines,
  settlementVouchers,
} from '../../db/schema/settlements.ts';
import type { SettlementRecord } from './settlements.repository.ts';

/** YYYY-MM-DD (a date column) as dd/mm/aaaa. */
export const dayText = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function toSettlementRow(row: SettlementRecord): SettlementRow {
  return {
    expediente: row.expediente,
    periodo: String(row.period),
    fechaLiquidacion: dayText(row.settledOn),
    estado: row.state,
    brutoCentavos: row.grossCents,
    debitosCentavos: row.debitsCents,
    copagoCentavos: row.copayCents,
    netoCentavos: row.netCents,
  };
}

type ServiceRecord = typeof settlementCopays.$inferSelect;

function toServiceLine(row: ServiceRecord): CopayLine {
  return {
    id: row.id,
    fecha: dayText(row.fecha),
    afiliado: {
      contra: row.contra,
      middle: row.middle,
      inte: row.inte,
      nombre: row.affiliateName,
    },
    prestacion: { codigo: row.serviceCode, nombre: row.serviceName },
    importeCentavos: row.amountCents,
  };
}

export const toCopayLine = toServiceLine;

export function toDebitLine(row: typeof settlementDebits.$inferSelect): DebitLine {
  return { ...toServiceLine(row), motivoCodigo: row.reasonCode, motivo: row.reasonText };
}

export function toDetailLine(row: typeof settlementLines.$inferSelect): DetailLine {
  return {
    ...toServiceLine(row),
    tipoPrestacion: row.serviceType,
    lugarAtencion: row.placeName,
    cantidad: row.quantity,
  };
}

export function toVoucherLine(row: typeof settlementVouchers.$inferSelect): VoucherLine {
  return {
    id: row.id,
    tipo: row.kind,
    numero: row.number,
    fecha: dayText(row.issuedOn),
    importeCentavos: row.amountCents,
  };
}
