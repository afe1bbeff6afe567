import type { CallRow } from './call-rows.ts';
import { FOREIGN_IMPORT_JOB } from './callers.ts';

/** Rows of the imports' door (docs/decisions/0050): the machines' calls and the operators' keys. */
export const ROWS: Record<string, CallRow> = {
  'POST /pre/imports/:kind': {
    params: () => ({ kind: 'affiliates' }),
    foreign: {
      none: "names no one's object: its kind is the key's scope, which the out-of-scope key tries",
    },
  },
  'GET /pre/imports/:kind/export': {
    // The out-of-scope key holds plans only.
    params: () => ({ kind: 'affiliates' }),
    foreign: {
      none: "names no one's object: its kind is the key's scope, which the out-of-scope key tries",
    },
  },
  'GET /pre/imports/jobs/:id': {
    params: () => ({ id: 1 }),
    foreign: [
      {
        story: "another key's job",
        request: () => ({ params: { id: FOREIGN_IMPORT_JOB } }),
        answer: {
          status: 404,
          code: 'NOT_FOUND',
          why: 'a job of another key is answered as one that does not exist',
        },
      },
    ],
  },
  'GET /pre/imports/jobs/:id/rejects': {
    params: () => ({ id: 1 }),
    foreign: [
      {
        story: "another key's job's reject file",
        request: () => ({ params: { id: FOREIGN_IMPORT_JOB } }),
        answer: {
          status: 404,
          code: 'NOT_FOUND',
          why: 'a job of another key is answered as one that does not exist',
        },
      },
    ],
  },
  // The console's imports (docs/decisions/0064): staff read and start every door's jobs by role.
  'POST /pre/consola/v0/importaciones/:kind': {
    params: () => ({ kind: 'plans' }),
    foreign: { none: "a staff call: the insurer's administrators import for every provider" },
  },
  'GET /pre/consola/v0/importaciones/trabajos/:id': {
    params: () => ({ id: 999_999 }),
    foreign: { none: "a staff call: the insurer's administrators read every door's jobs" },
  },
  'GET /pre/consola/v0/importaciones/trabajos/:id/rechazos': {
    params: () => ({ id: 999_999 }),
    foreign: { none: "a staff call: the insurer's administrators read every door's jobs" },
  },
  'DELETE /pre/ops/integration-keys/:id': {
    params: () => ({ id: 999_999 }),
    foreign: { none: "an operator call: the insurer's staff manage every key" },
  },
};
