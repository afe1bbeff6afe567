import { addDays } from '../format/dates.ts';
import { paymentsRange } from '../payments/range.ts';
import {
  FHIR_DIRECTORY_MESSAGES,
  FHIR_ID,
  parsePaging,
  type FhirSearchQuery,
} from './directory-search.ts';

/*
 * PaymentReconciliation's search: `created` (the payment's day) with FHIR's date prefixes, read
 * into the payments list's range (its default and its two-year limit), and a page.
 */

export const MONEY_SEARCH_PARAMS = ['created', '_count', '_offset'] as const;

export const MONEY_MESSAGES = {
  created:
    'created debe ser una fecha AAAA-MM-DD con prefijo ge, gt, le, lt o eq (por ejemplo created=ge2026-01-01).',
  createdTwice: 'created admite a lo sumo un límite inferior y uno superior.',
  notFound: (id: string) =>
    FHIR_ID.test(id)
      ? `No existe PaymentReconciliation/${id} para este prestador.`
      : 'No existe ese PaymentReconciliation para este prestador.',
} as const;

const DATE = /^(eq|ge|gt|le|lt)?(\d{4}-\d{2}-\d{2})$/;

const validDay = (day: string) => {
  const parsed = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};
const shift = (day: string, days: number) =>
  addDays(new Date(`${day}T12:00:00Z`), days)
    .toISOString()
    .slice(0, 10);

export interface MoneySearch {
  /** Both inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
  count: number;
  offset: number;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** The search read, or the first thing wrong with it in the integrator's words. */
export function parseMoneySearch(query: FhirSearchQuery, today: string): Parsed<MoneySearch> {
  let desde: string | undefined;
  let hasta: string | undefined;
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined || name === '_format' || name === '_pretty') continue;
    if (!(MONEY_SEARCH_PARAMS as readonly string[]).includes(name)) {
      return { ok: false, message: FHIR_DIRECTORY_MESSAGES.unknownParameter(name) };
    }
    const values = typeof raw === 'string' ? [raw] : raw;
    if (name !== 'created') {
      if (values.length !== 1)
        return { ok: false, message: FHIR_DIRECTORY_MESSAGES.repeated(name) };
      continue;
    }
    for (const value of values) {
      const match = DATE.exec(value);
      if (!match || !validDay(match[2]!)) return { ok: false, message: MONEY_MESSAGES.created };
      const prefix = match[1] ?? 'eq';
      const day = match[2]!;
      const lower =
        prefix === 'eq' || prefix === 'ge' ? day : prefix === 'gt' ? shift(day, 1) : undefined;
      const upper =
        prefix === 'eq' || prefix === 'le' ? day : prefix === 'lt' ? shift(day, -1) : undefined;
      if ((lower && desde) || (upper && hasta)) {
        return { ok: false, message: MONEY_MESSAGES.createdTwice };
      }
      desde = lower ?? desde;
      hasta = upper ?? hasta;
    }
  }
  const paging = parsePaging(query);
  if (!paging.ok) return paging;
  const range = paymentsRange({ desde, hasta }, today);
  if (!range.ok) return range;
  return {
    ok: true,
    value: { from: range.desde, to: range.hasta, ...paging.value },
  };
}
