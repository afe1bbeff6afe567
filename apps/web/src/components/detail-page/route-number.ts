/** The largest number a request or case can have (the database's 32-bit integer). */
const MAX_ROUTE_NUMBER = 2_147_483_647;

/**
 * A request or case number from its URL (/…/tramite/{n}): digits only, 1 to 2,147,483,647;
 * anything else is no number at all, so the page says so without asking the server.
 */
export function parseRouteNumber(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= MAX_ROUTE_NUMBER ? value : null;
}
