import { QUEUE_CALLS, QUEUE_DECISION_CALLS } from '@portal/contracts';
import type { CallRow } from './call-rows.ts';

/*
 * Rows of the console's queues (docs/decisions/0058, 0059). Staff read every provider's requests by
 * role: no call names a provider's object of the caller's own. The items named do not exist, so
 * an allowed cell answers 404 past the guard.
 */
const NO_PROVIDER_OBJECT = {
  none: "a staff call: the insurer's staff read every provider's requests by role",
} as const;

const rows: [string, CallRow][] = Object.values(QUEUE_CALLS).flatMap(({ list, item, file }) => [
  // `prestador` filters every provider's requests: it names no object of the caller's own.
  [`GET ${list.path}`, { foreign: NO_PROVIDER_OBJECT }],
  [`GET ${item.path}`, { params: () => ({ id: 999_999 }), foreign: NO_PROVIDER_OBJECT }],
  ...(file === undefined
    ? []
    : [
        [
          `GET ${file.path}`,
          { params: () => ({ id: 999_999, archivo: 1 }), foreign: NO_PROVIDER_OBJECT },
        ] satisfies [string, CallRow],
      ]),
]);

// Decisions (docs/decisions/0059) on an item that does not exist: an allowed cell answers 400 or
// 404 past the guard and moves nothing.
const decisionRows: [string, CallRow][] = Object.values(QUEUE_DECISION_CALLS).map((call) => [
  `POST ${call.path}`,
  { params: () => ({ id: 999_999 }), foreign: NO_PROVIDER_OBJECT },
]);

export const ROWS: Record<string, CallRow> = Object.fromEntries([...rows, ...decisionRows]);
