import type { CallRow } from './call-rows.ts';

/** Rows of the logged-in home (inicio): under the caller's provider code, open to any module. */
export const ROWS: Record<string, CallRow> = {
  'GET /pre/v1/prestadores/:code/inicio': {
    params: ({ me }) => ({ code: me.providerId }),
    foreign: [
      {
        story: "the interior's provider path",
        request: ({ them }) => ({ params: { code: them.providerId } }),
      },
    ],
    callerRefusals: {
      termsPending: { status: 403, code: 'TERMS_REQUIRED', why: 'terms not accepted' },
    },
  },
};
