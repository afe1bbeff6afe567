import { numericId } from '@portal/contracts';

/**
 * A request or case number from its URL (/…/tramite/{n}), read as the detail calls read their
 * path: digits only, 1 to 2,147,483,647 (the database's integer); anything else is no number at
 * all, so the page says so without asking the server.
 */
export function parseRouteNumber(text: string | undefined): number | null {
  if (!text) return null;
  const read = numericId.safeParse(text);
  return read.success ? read.data : null;
}
