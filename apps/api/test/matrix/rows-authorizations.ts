import { DEMO_AUTHORIZATION_ROWS } from '../../src/seed/authorizations-demo.ts';
import { BODIES, DENTAL } from '../authorizations.ts';
import type { CallRow, MatrixIds, Probe, RequestParts } from './call-rows.ts';

/** Rows of the transaction area (tramitesonline/tramites-de-autorizaciones) and its ops calls. */

const BASE = '/pre/v1/autorizaciones/:id';
const providerPath: CallRow['params'] = ({ me }) => ({ id: me.providerId });
const ownRequest: CallRow['params'] = ({ me }) => ({ id: me.providerId, nro: me.authorization });

/**
 * The first file of a seeded request: the seed inserts the demo requests' files in order, so
 * their ids follow DEMO_AUTHORIZATION_ROWS.
 */
function firstFileOf(nro: number): number {
  let id = 1;
  for (const row of DEMO_AUTHORIZATION_ROWS) {
    if (row.nro === nro) return id;
    id += row.files.length;
  }
  throw new Error(`no seeded request ${nro}`);
}

/** The interior's provider code in the path, the rest of the request as given. */
const theirPath = (
  story: string,
  extra: (ids: MatrixIds) => Omit<RequestParts, 'params'> = () => ({}),
  params: (ids: MatrixIds) => Record<string, number> = () => ({}),
): Probe => ({
  story,
  request: (ids) => ({ params: { id: ids.them.providerId, ...params(ids) }, ...extra(ids) }),
});

/** The interior's request under the caller's own provider path. */
const theirRequest: Probe = {
  story: "the interior's request under the caller's path",
  request: ({ me, them }) => ({ params: { id: me.providerId, nro: them.authorization } }),
};

type Kind = keyof typeof BODIES;

/** A valid body of the kind, naming `provider` where the body names the provider. */
function bodyOf(kind: Kind, provider: number, place?: number): Record<string, unknown> {
  const body = structuredClone(BODIES[kind]) as Record<string, unknown>;
  if ('tramite' in body) (body.tramite as Record<string, unknown>).prestador = provider;
  else body.prestador = provider;
  if (place !== undefined && 'lugarAtencionPrestador' in body) body.lugarAtencionPrestador = place;
  return body;
}

function filingRow(kind: Kind): CallRow {
  const probes: Probe[] = [
    theirPath("the interior's provider path and code", ({ them }) => ({
      body: bodyOf(kind, them.providerId),
    })),
    {
      story: "the interior's provider code in the body under the caller's path",
      request: ({ me, them }) => ({
        params: { id: me.providerId },
        body: bodyOf(kind, them.providerId),
      }),
    },
  ];
  if ('lugarAtencionPrestador' in BODIES[kind]) {
    probes.push({
      story: "the interior's attention place in the caller's request",
      request: ({ me, them }) => ({
        params: { id: me.providerId },
        body: bodyOf(kind, me.providerId, them.place),
      }),
      answer: {
        status: 400,
        code: 'UNKNOWN_PLACE',
        why: 'a place of another provider is refused as one that does not exist',
      },
    });
  }
  return { params: providerPath, foreign: probes };
}

export const ROWS: Record<string, CallRow> = {
  [`POST ${BASE}/afiliado`]: {
    params: providerPath,
    foreign: [
      theirPath("the interior's provider path", () => ({
        body: { contra: 30000001, inte: 1, validador: 'web', apiKey: 'web', deviceid: 'matriz' },
      })),
    ],
  },
  [`GET ${BASE}/opciones`]: { params: providerPath, foreign: [theirPath("the interior's path")] },
  [`POST ${BASE}/autorizacion`]: filingRow('autorizacion'),
  [`POST ${BASE}/autorizacion-inmediata`]: filingRow('autorizacion-inmediata'),
  [`POST ${BASE}/autorizacion-con-materiales`]: filingRow('autorizacion-con-materiales'),
  [`POST ${BASE}/autorizacion-medicacion-unica`]: filingRow('autorizacion-medicacion-unica'),
  [`POST ${BASE}/tramite-sin-autorizacion`]: filingRow('tramite-sin-autorizacion'),
  [`POST ${BASE}/traslado-programado-cimg`]: filingRow('traslado-programado-cimg'),
  [`POST ${BASE}/aviso-internacion`]: filingRow('aviso-internacion'),
  [`POST ${BASE}/autorizacion-odontologica`]: {
    params: providerPath,
    foreign: [
      theirPath("the interior's provider path and code", ({ them }) => ({
        body: { ...DENTAL, tramite: { ...DENTAL.tramite, prestador: them.providerId } },
      })),
    ],
  },
  [`GET ${BASE}/tramites`]: {
    params: providerPath,
    foreign: [
      theirPath("the interior's provider path"),
      {
        story: "the interior's request number under the caller's path",
        request: ({ me, them }) => ({
          params: { id: me.providerId },
          query: { nroAutorizacion: them.authorization, fechaDesde: '20260101' },
        }),
        answer: 'ownData',
      },
    ],
  },
  [`GET ${BASE}/tramites-csv`]: {
    params: providerPath,
    foreign: [
      theirPath("the interior's provider path"),
      {
        story: "the interior's request number under the caller's path",
        request: ({ me, them }) => ({
          params: { id: me.providerId },
          query: { nroAutorizacion: them.authorization, fechaDesde: '20260101' },
        }),
        answer: 'ownData',
      },
    ],
  },
  [`GET ${BASE}/tramites/:nro`]: {
    params: ownRequest,
    foreign: [
      theirPath(
        "the interior's path and request",
        () => ({}),
        ({ them }) => ({
          nro: them.authorization,
        }),
      ),
      theirRequest,
    ],
  },
  [`GET ${BASE}/tramites/:nro/pdf`]: {
    params: ownRequest,
    foreign: [
      theirPath(
        "the interior's path and request",
        () => ({}),
        ({ them }) => ({
          nro: them.authorization,
        }),
      ),
      theirRequest,
    ],
  },
  [`GET ${BASE}/tramites/:nro/archivos/:archivo`]: {
    params: ({ me }) => ({
      id: me.providerId,
      nro: me.authorization,
      archivo: firstFileOf(me.authorization),
    }),
    foreign: [
      {
        story: "the interior's request and file under the caller's path",
        request: ({ me, them }) => ({
          params: {
            id: me.providerId,
            nro: them.authorization,
            archivo: firstFileOf(them.authorization),
          },
        }),
      },
      {
        story: "the interior's file under the caller's own request",
        request: ({ me, them }) => ({
          params: {
            id: me.providerId,
            nro: me.authorization,
            archivo: firstFileOf(them.authorization),
          },
        }),
      },
    ],
  },
  [`GET ${BASE}/inbox`]: { params: providerPath, foreign: [theirPath("the interior's path")] },
  [`POST ${BASE}/tramites/:nro/respuesta`]: {
    params: ownRequest,
    foreign: [
      {
        story: "the interior's observed request under the caller's path",
        request: ({ me }) => ({
          params: { id: me.providerId, nro: 7000202 },
          body: { texto: 'Adjunto la receta' },
        }),
      },
      theirPath(
        "the interior's path and request",
        () => ({ body: { texto: 'Respuesta' } }),
        () => ({
          nro: 7000202,
        }),
      ),
    ],
  },
  'POST /pre/ops/autorizaciones/:nro/decision': {
    params: ({ me }) => ({ nro: me.authorization }),
    foreign: { none: "an operator call: the insurer decides on every provider's requests" },
  },
};
