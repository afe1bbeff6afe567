import { CONNECTIVITY_COMPANY_CODE } from './constants.ts';
import { addDays, parseExp } from '../format/dates.ts';
import { quantityMessages } from '../authorizations/quantity.ts';

/** Transaction type of connectivity messages (spec §9: "terminal channel and transaction type 90"). */
export const CONNECTIVITY_TRANSACTION_TYPE = 90;

/**
 * Most units of one service a connectivity message carries. A typed quantity outside 1..99 is
 * refused with these messages on the form and by the API, never clamped.
 */
export const CONNECTIVITY_MAX_QUANTITY = 99;
export const CONNECTIVITY_QUANTITY_MESSAGES = quantityMessages(CONNECTIVITY_MAX_QUANTITY);

/** Report types of spec §9: benefit IP, diagnosis ID, immediate II. */
export const REPORT_TYPES = ['IP', 'ID', 'II'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  IP: 'Prestaciones',
  ID: 'Diagnósticos',
  II: 'Prestaciones inmediatas',
};

/** A connectivity transaction is open until cancelled. */
export const TRANSACTION_STATES = ['abierta', 'anulada'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];
export const TRANSACTION_STATE_LABELS: Record<TransactionState, string> = {
  abierta: 'Vigente',
  anulada: 'Anulada',
};

export const CONNECTIVITY_MESSAGES = {
  cancelled: 'La transacción fue anulada.',
  alreadyCancelled: 'La transacción ya estaba anulada.',
  ticketNotFound: 'No encontramos un ticket con ese número para tu prestador.',
  notADiagnosis: 'El ticket indicado no corresponde a un diagnóstico.',
  notAService: 'El ticket indicado no corresponde a una prestación.',
  parentCancelled: 'No se puede ingresar un diagnóstico en una prestación anulada.',
  unknownDiagnosis: 'El diagnóstico no existe en la clasificación CIE-10.',
  unknownTerminal: 'La terminal indicada no pertenece a tu prestador.',
  terminalExists: 'La terminal ya está registrada para tu prestador.',
  companyCode: `El código de empresa de conectividad debe ser ${CONNECTIVITY_COMPANY_CODE}.`,
} as const;

/** The longest date range a report covers (one year, leap day included). */
export const REPORT_MAX_RANGE_DAYS = 366;

export const REPORT_RANGE_MESSAGES = {
  invalidDate: 'Las fechas del reporte deben tener el formato AAAAMMDD y ser fechas reales.',
  reversed: 'La fecha desde no puede ser posterior a la fecha hasta.',
  tooLong: `El rango del reporte no puede superar los ${REPORT_MAX_RANGE_DAYS} días.`,
} as const;

export type ReportRange =
  { ok: true; from: Date; toExclusive: Date } | { ok: false; message: string };

/**
 * A report's YYYYMMDD range on Argentina's calendar, both ends inclusive: answers the first
 * instant and the instant after the last day, or the reason the range is refused.
 */
export function reportRange(fechaDesde: string, fechaHasta: string): ReportRange {
  const day = (text: string) => (/^\d{8}$/.test(text) ? parseExp(`${text}000000`) : null);
  const from = day(fechaDesde);
  const to = day(fechaHasta);
  if (!from || !to) return { ok: false, message: REPORT_RANGE_MESSAGES.invalidDate };
  if (from.getTime() > to.getTime()) return { ok: false, message: REPORT_RANGE_MESSAGES.reversed };
  const toExclusive = addDays(to, 1);
  if (toExclusive.getTime() - from.getTime() > REPORT_MAX_RANGE_DAYS * 24 * 60 * 60 * 1000) {
    return { ok: false, message: REPORT_RANGE_MESSAGES.tooLong };
  }
  return { ok: true, from, toExclusive };
}
