import type { CensusRow } from '@portal/contracts';
import { censusStateText } from '@portal/domain/censuses';
import { formatDateTime, formatServerDate } from '@portal/domain/format';
import type { CensusSearchRow } from './censuses.repository.ts';

/** YYYY-MM-DD (the column) → dd/mm/aaaa (what the user reads). */
export const typedDayOf = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** An Argentine day → YYYY-MM-DD, the column's form. */
export function isoDayOf(day: Date): string {
  const text = formatServerDate(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/** YYYYMMDD → YYYY-MM-DD. */
export const isoOfServerDay = (text: string) =>
  `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;

export function toCensusRow(row: CensusSearchRow): CensusRow {
  return {
    id: row.id,
    fecha: typedDayOf(row.fecha),
    movimiento: row.movimiento,
    recienNacido: row.recienNacido,
    codigo: row.codigo,
    afiliado: {
      contra: row.contra,
      middle: row.middle,
      inte: row.inte,
      nombre: row.nombre,
      apellido: row.apellido,
    },
    lugarAtencion: { id: row.placeId, descripcion: row.placeDescripcion },
    observacion: row.observacion,
    registrado: formatDateTime(row.createdAt),
    estado: row.estado,
    estadoDesc: censusStateText(row.estado),
    mensajeAuditoria: row.mensajeAuditoria,
  };
}
