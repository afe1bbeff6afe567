import {
  formatDateTime,
  formatNumber,
  formatOrderDate,
  formatServerDate,
  parseExp,
  parseTypedDate,
} from '@portal/domain/format';

/** es-AR formats come from the domain package; the web re-exports them in one place. */
export {
  formatDateTime,
  formatMoney,
  formatNumber,
  formatOrderDate,
  formatRating,
  parseExp,
} from '@portal/domain/format';

/**
 * A percentage given as points (40 → "40 %", 12.5 → "12,5 %"), es-AR: built by hand because
 * ICU builds disagree on the space before the sign.
 */
export function formatPercent(points: number): string {
  const decimals = Number.isInteger(points)
    ? 0
    : Math.min(2, String(points).split('.')[1]?.length ?? 0);
  return `${formatNumber(points, decimals)}\u00a0%`;
}

/** A date field's dd/mm/aaaa as the server's YYYYMMDD; null when it is not a real day. */
export function typedDayToServer(text: string): string | null {
  const day = parseTypedDate(text);
  return day ? formatServerDate(day) : null;
}

/** The server's YYYYMMDD shown as dd/mm/yyyy (the text itself when it is not a real day). */
export function formatServerDay(text: string): string {
  const day = /^\d{8}$/.test(text) ? parseExp(`${text}000000`) : null;
  return day ? formatOrderDate(day) : text;
}

/** An ISO instant shown as dd/mm/yyyy HH:mm (Argentina). */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date);
}

/** A plan as staff read it: "Plan 310", or "Oro (310)" when the description lacks the code. */
export function formatPlan(plan: { codigo: number; descripcion: string }): string {
  return plan.descripcion.includes(String(plan.codigo))
    ? plan.descripcion
    : `${plan.descripcion} (${plan.codigo})`;
}
