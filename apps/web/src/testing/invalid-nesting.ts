/** React's development warnings for elements HTML does not allow inside one another. */
const INVALID_NESTING = /cannot (be a descendant of|contain a nested|be a child of)/;

// console.error is wrapped once per worker, however often the setup file runs in it.
const KEY = Symbol.for('portal.test.invalidNesting');
const store = globalThis as { [KEY]?: string[] };

/**
 * Watches console.error for React's invalid-nesting warnings and returns a function that hands
 * over (and forgets) the ones seen since its last call; other errors pass through untouched.
 */
export function watchInvalidNesting(): () => string[] {
  let seen = store[KEY];
  if (!seen) {
    const list: string[] = [];
    seen = store[KEY] = list;
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      const first = typeof args[0] === 'string' ? args[0] : '';
      // React formats the warning with %s placeholders: the first line of the message suffices.
      if (INVALID_NESTING.test(first)) list.push(formatFirstLine(args));
      original(...args);
    };
  }
  const list = seen;
  return () => list.splice(0);
}

function formatFirstLine(args: unknown[]): string {
  let rest = args.slice(1);
  const text = String(args[0]).replace(/%s/g, () => {
    const [next, ...others] = rest;
    rest = others;
    return String(next);
  });
  return text.split('\n')[0]!;
}
