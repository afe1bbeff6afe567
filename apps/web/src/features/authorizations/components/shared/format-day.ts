import { formatOrderDate, parseIsoDay } from '@portal/domain/format';
import { formatServerDay } from '@/lib/format';

/**
 * A day as the API writes it (YYYY-MM-DD, YYYYMMDD or an ISO instant) shown dd/mm/yyyy, in
 * Argentina; a text already dd/mm/yyyy, or one that is no date, is shown as it is.
 */
export function formatDay(text: string): string {
  if (/^\d{8}$/.test(text)) return formatServerDay(text);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseIsoDay(text) : null;
  if (day) return formatOrderDate(day);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = new Date(text);
    if (!Number.isNaN(instant.getTime())) return formatOrderDate(instant);
  }
  return text;
}
