import { afterEach } from 'vitest';

/**
 * pg warns (once per process) when a query is handed to a connection still running another:
 * inside a transaction that means `Promise.all` over `tx`, which pg's next major refuses. The
 * test during which the warning came fails, so the first such place is named, not shipped.
 */
const BUSY_CONNECTION = 'when the client is already executing a query';

interface Seen {
  warned: string | null;
}

// One listener per process: with `isolate: false` this file runs again for every test file.
const KEY = Symbol.for('portal.test.busyConnectionWarning');
const store = globalThis as { [KEY]?: Seen };
const seen: Seen = (store[KEY] ??= (() => {
  const state: Seen = { warned: null };
  process.on('warning', (warning) => {
    if (warning.message.includes(BUSY_CONNECTION)) state.warned = warning.message;
  });
  return state;
})());

afterEach(async () => {
  // process warnings are emitted on the next tick after the call that caused them.
  await new Promise((resolve) => setImmediate(resolve));
  const message = seen.warned;
  seen.warned = null;
  if (message) throw new Error(`A query was sent on a busy connection: ${message}`);
});
