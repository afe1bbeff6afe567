import type { CallRow, Probe, RequestParts } from './call-rows.ts';

/** Rows of atencion-medica's patient record (tramitesonline/atencion-medica). */

const BASE = '/pre/v1/atencion-medica/:id';
const JUAN = { contra: 30000001, middle: 1, inte: 1 };
const providerPath: CallRow['params'] = ({ me }) => ({ id: me.providerId });

/** The interior's provider code in the path, the rest of the request as given. */
const theirPath = (extra: Omit<RequestParts, 'params'> = {}, more = {}): Probe => ({
  story: "the interior's provider path",
  request: ({ them }) => ({ params: { id: them.providerId, ...more }, ...extra }),
});

const patientRead: CallRow = {
  params: providerPath,
  foreign: [theirPath({ query: JUAN })],
};

export const ROWS: Record<string, CallRow> = {
  [`POST ${BASE}/afiliado`]: {
    params: providerPath,
    foreign: [theirPath({ body: JUAN })],
  },
  [`GET ${BASE}/vacunas`]: patientRead,
  [`GET ${BASE}/recetas`]: patientRead,
  [`GET ${BASE}/estudios`]: patientRead,
  [`GET ${BASE}/consumos`]: patientRead,
  [`GET ${BASE}/autorizaciones`]: patientRead,
  [`GET ${BASE}/autorizaciones/:nro/pdf`]: {
    params: ({ me }) => ({ id: me.providerId, nro: 7000105 }),
    foreign: [
      theirPath({ query: JUAN }, { nro: 7000105 }),
      {
        story: "the interior's authorization of the same patient under the caller's path",
        request: ({ me }) => ({ params: { id: me.providerId, nro: 7000201 }, query: JUAN }),
      },
    ],
  },
  [`GET ${BASE}/estudios/:estudio/archivo`]: {
    params: ({ me }) => ({ id: me.providerId, estudio: 1 }),
    foreign: [theirPath({ query: { token: '1.x' } }, { estudio: 1 })],
  },
  'POST /pre/v1/telemedicina/sesiones': {
    foreign: { none: "opens the caller's own session: it names no object" },
    callerRefusals: {
      subUser: { status: 403, code: 'FORBIDDEN', why: 'no telemedicine permission (spec §6)' },
      termsPending: { status: 403, code: 'TERMS_REQUIRED', why: 'terms not accepted' },
    },
  },
  'GET /pre/v1/telemedicina/sesiones/:sesion': {
    params: () => ({ sesion: '00000000-0000-4000-8000-000000000000' }),
    foreign: {
      none: "a session is the user's own: another's answers 404 like one that does not exist",
    },
  },
};
