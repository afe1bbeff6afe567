import { afterEach } from 'vitest';

/**
 * pg warns (once per process) when a query is handed to a connection still running another:
 * inside a transaction that means `Promise.all` over `tx`, which pg's next major refuses. The
 * test during which the warning came fails, so the first such place is named, not shipped.
 */
const BUSY_CONNECTION = 'when the client is already executing a query';

let warned: string | null = null;
process.on('warning', (warning) => {
  if (warning.message.includes(BUSY_CONNECTION)) warned = warning.message;
});

afterEach(async () => {
  // process warnings are emitted on the next tick after the call that caused them.
  await new Promise((resolve) => setImmediate(resolve));
  const message = warned;
  warned = null;
  if (message) throw new Error(`A query was sent on a busy connection: ${message}`);
});
