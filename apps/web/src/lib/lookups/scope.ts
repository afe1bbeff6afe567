/**
 * The shared lookups (services, diagnoses, coverage, places, terminals, circles) are mounted
 * once per module permission (docs/decisions/0007): a page uses the scope of its own module,
 * so the server checks the permission the user reached the page with.
 */
export type LookupScope = 'validador' | 'conectividad';

export function scopePath(scope: LookupScope): string {
  return `/pre/v1/${scope}`;
}

/** Builds a query string from defined values only (undefined and '' are left out). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
