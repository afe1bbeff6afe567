import { addMonths, settlementPeriodRange } from '../settlements/periods.ts';
import { FHIR_DIRECTORY_MESSAGES, parsePaging, type FhirSearchQuery } from './directory-search.ts';
import { SETTLEMENT_SYSTEM, expedienteOfFhirId } from './settlement.ts';

/*
 * The settlements' search on PaymentReconciliation (ADR 0072): `identifier` with the settlements'
 * system asks for settlements rather than payments (optionally one expediente), `period` bounds
 * the months as Liquidaciones' period range does (its default and its 24-month limit), and a page.
 */

export const SETTLEMENT_SEARCH_PARAMS = ['identifier', 'period', '_count', '_offset'] as const;

export const SETTLEMENT_SEARCH_MESSAGES = {
  identifier: `identifier admite ${SETTLEMENT_SYSTEM}| (las liquidaciones) o ${SETTLEMENT_SYSTEM}|<número de liquidación>; sin identifier, la búsqueda da los pagos.`,
  period:
    'period debe ser un mes AAAA-MM con prefijo ge, gt, le, lt o eq (por ejemplo period=ge2025-06).',
  periodTwice: 'period admite a lo sumo un límite inferior y uno superior.',
} as const;

/** Whether a PaymentReconciliation search asks for settlements (it names an identifier). */
export function isSettlementSearch(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
): boolean {
  return query.identifier !== undefined;
}

export interface SettlementSearch {
  /** AAAAMM, both inclusive. */
  from: number;
  to: number;
  expediente?: number;
  count: number;
  offset: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const MONTH = /^(eq|ge|gt|le|lt)?(\d{4})-(\d{2})$/;

function parseIdentifier(value: string): Parsed<number | undefined> {
  const bar = value.indexOf('|');
  if (bar < 0 || value.slice(0, bar) !== SETTLEMENT_SYSTEM) {
    return { ok: false, message: SETTLEMENT_SEARCH_MESSAGES.identifier };
  }
  const rest = value.slice(bar + 1);
  if (rest === '') return { ok: true, value: undefined };
  const expediente = expedienteOfFhirId(rest);
  return expediente === null
    ? { ok: false, message: SETTLEMENT_SEARCH_MESSAGES.identifier }
    : { ok: true, value: expediente };
}

/** The search read, or the first thing wrong with it in the integrator's words. */
export function parseSettlementSearch(query: FhirSearchQuery, now: Date): Parsed<SettlementSearch> {
  let from: number | undefined;
  let to: number | undefined;
  let expediente: number | undefined;
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined || name === '_format' || name === '_pretty') continue;
    if (!(SETTLEMENT_SEARCH_PARAMS as readonly string[]).includes(name)) {
      return { ok: false, message: FHIR_DIRECTORY_MESSAGES.unknownParameter(name) };
    }
    const values = typeof raw === 'string' ? [raw] : raw;
    if (name !== 'period' && values.length !== 1) {
      return { ok: false, message: FHIR_DIRECTORY_MESSAGES.repeated(name) };
    }
    if (name === 'identifier') {
      const parsed = parseIdentifier(values[0]!);
      if (!parsed.ok) return parsed;
      expediente = parsed.value;
    }
    if (name !== 'period') continue;
    for (const value of values) {
      const match = MONTH.exec(value);
      const year = match ? Number(match[2]) : 0;
      const month = match ? Number(match[3]) : 0;
      if (!match || year < 1900 || year > 2998 || month < 1 || month > 12) {
        return { ok: false, message: SETTLEMENT_SEARCH_MESSAGES.period };
      }
      const prefix = match[1] ?? 'eq';
      const period = year * 100 + month;
      const lower =
        prefix === 'eq' || prefix === 'ge' ? period : prefix === 'gt' ? addMonths(period, 1) : null;
      const upper =
        prefix === 'eq' || prefix === 'le'
          ? period
          : prefix === 'lt'
            ? addMonths(period, -1)
            : null;
      if ((lower !== null && from !== undefined) || (upper !== null && to !== undefined)) {
        return { ok: false, message: SETTLEMENT_SEARCH_MESSAGES.periodTwice };
      }
      from = lower ?? from;
      to = upper ?? to;
    }
  }
  const paging = parsePaging(query);
  if (!paging.ok) return paging;
  // The portal's own range rule: its default (the last 12 settled months) and its limits.
  const range = settlementPeriodRange(
    {
      periodoDesde: from === undefined ? undefined : String(from),
      periodoHasta: to === undefined ? undefined : String(to),
    },
    now,
  );
  if (!range.ok) return range;
  return {
    ok: true,
    value: {
      from: range.desde,
      to: range.hasta,
      ...(expediente === undefined ? {} : { expediente }),
      ...paging.value,
    },
  };
}
