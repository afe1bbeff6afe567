/**
 * A call's URL from its path pattern, parameters and query, and the reverse match. No zod here:
 * the web's call helper reaches these from the initial JavaScript of the public home, which must
 * not carry the contracts' schemas (docs/decisions/0017, 0041).
 */
type PathValue = string | number | boolean | null | undefined;

/** The concrete path of a call: each `:name` segment replaced by its encoded value. */
export function callPath(call: { readonly path: string }, params?: object): string {
  const values = (params ?? {}) as Record<string, PathValue>;
  return call.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${call.path}: missing path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call (with its `?`), leaving out empty values; lists repeat the key. */
export function callQueryString(query?: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const values = (Array.isArray(value) ? value : [value]) as PathValue[];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path parameters of `path` when it is an instance of `pattern`, or null. */
export function matchCallPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index++) {
    const segment = want[index]!;
    const actual = got[index]!;
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      params[segment.slice(1)] = decodeURIComponent(actual);
    } else if (segment !== actual) return null;
  }
  return params;
}
