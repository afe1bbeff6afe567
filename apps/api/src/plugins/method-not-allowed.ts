import { ALL_CALLS, matchCallPath } from '@portal/contracts';

/**
 * The methods the contracts define for a path that no route of the request's method serves:
 * empty for an unknown path (a 404), else the `Allow` of a 405. HEAD comes with GET because
 * Fastify answers it for every GET route.
 */
export function allowedMethods(url: string): string[] {
  const path = url.split('?')[0]!;
  const methods = new Set<string>();
  for (const call of ALL_CALLS) {
    try {
      if (matchCallPath(call.path, path) !== null) methods.add(call.method);
    } catch {
      // A malformed %-escape matches no call.
    }
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
