import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain/auth';
import type { CallRow, MatrixIds, Probe, RequestParts } from './call-rows.ts';

/** Rows of the session's, the affiliates' and the coverage lookups' calls. */

const AFFILIATE_DATA =
  "an affiliate's data is the insurer's: every provider with the module may ask for any";
const DAY = '20260310';

const providerPath: CallRow['params'] = ({ me }) => ({ id: me.providerId });
/** The other provider's code where the caller's own goes in the path. */
const theirPath = (story: string, extra: Omit<RequestParts, 'params'> = {}): Probe => ({
  story,
  request: ({ them }) => ({ params: { id: them.providerId }, ...extra }),
});

/** Accepting the terms in someone else's name. */
const acceptFor = (story: string, userOf: (ids: MatrixIds) => number): Probe => ({
  story,
  request: (ids) => ({
    params: { userId: userOf(ids), termsId: ids.termsId },
    query: { entidad: TERMS_ENTITY, canal: TERMS_CHANNEL },
    body: { dispositivo: { id: 'matriz', nombre: 'matriz' } },
  }),
});

const SESSION_ROWS: Record<string, CallRow> = {
  'POST /pre/v1/user-config': {
    foreign: [
      {
        story: "the interior's provider and user in modelEspecifico",
        request: ({ them }) => ({
          body: { modelEspecifico: { codPrestador: them.providerId, idUsuario: them.userId } },
        }),
        answer: 'ownData',
      },
    ],
  },
  'POST /pre/v0/auth-refresh': {
    foreign: [
      {
        story: "the interior's token in the body",
        request: ({ them }) => ({
          body: { token: them.token, apiKey: 'web', device: { deviceid: 'matriz' } },
        }),
        answer: { status: 401, code: 'RENEW_REFUSED', why: "a renewal takes the caller's token" },
      },
    ],
  },
  'POST /pre/v0/auth-logout': {
    foreign: { none: "names nothing: it ends the caller's own session" },
    endsSession: true,
  },
  'POST /pre/v1/:userId/terminos/:termsId/aceptar': {
    params: ({ me, termsId }) => ({ userId: me.userId, termsId }),
    foreign: [
      acceptFor("the interior's user", ({ them }) => them.userId),
      acceptFor(
        'a user of a third provider who has not accepted yet',
        (ids) => ids.termsPendingUserId,
      ),
    ],
  },
  'GET /pre/v1/modulos/:id': {
    moduleParam: {
      default: 'validador-de-asociados',
      subUser: 'conectividad',
      moduleInactive: 'consulta-de-liquidacion',
    },
    foreign: { none: "a module of the catalogue: no provider's object" },
  },
};

const AFFILIATE_ROWS: Record<string, CallRow> = {
  'POST /pre/v1/validador/:id/afiliado': {
    params: providerPath,
    foreign: [
      theirPath("the interior's provider path", {
        body: { contra: 30000001, inte: 1, validador: 'web', apiKey: 'web', deviceid: 'matriz' },
      }),
    ],
  },
  'GET /pre/v1/validador/datos-fiscales/:documento': {
    params: () => ({ documento: '20123456' }),
    foreign: { none: AFFILIATE_DATA },
  },
  'GET /pre/v1/validador/token-terapeutico/:prepagaId/:contra/:inte': {
    params: () => ({ prepagaId: 1, contra: 30000003, inte: 1 }),
    foreign: { none: AFFILIATE_DATA },
  },
  'GET /pre/v1/validador/contratos/:contra': {
    params: () => ({ contra: 30000001 }),
    foreign: { none: AFFILIATE_DATA },
  },
  'GET /pre/v1/validador/cobertura-pdf/:contra/:inte': {
    params: () => ({ contra: 30000001, inte: 1 }),
    foreign: { none: AFFILIATE_DATA },
  },
};

/** The lookups are mounted under each module's base (validador, conectividad, autorizaciones). */
function coverageRows(base: string): Record<string, CallRow> {
  return {
    [`GET ${base}/cobertura`]: {
      foreign: [
        {
          story: "the interior's provider code in the query",
          request: ({ them }) => ({
            query: {
              prepagaAfilmed: 1,
              codigoPlan: 310,
              fecha: DAY,
              nomenclador: 'NN',
              prestacion: 420101,
              contratoAfilmed: 30000001,
              integranteAfilmed: 1,
              prestador: them.providerId,
            },
          }),
        },
      ],
    },
    [`GET ${base}/prestaciones-convenio`]: {
      foreign: [
        {
          story: "the interior's provider code in the query",
          request: ({ them }) => ({ query: { prestadCodigo: them.providerId, fecha: DAY } }),
        },
      ],
    },
    [`GET ${base}/:id/lugaresDeAtencion`]: {
      params: providerPath,
      foreign: [theirPath("the interior's provider path", { query: { fecha: DAY } })],
    },
    [`GET ${base}/:id/lugaresDeAtencion/:place/validarCartillaAfiliado`]: {
      params: ({ me }) => ({ id: me.providerId, place: me.place }),
      foreign: [
        {
          story: "the interior's place on the caller's path",
          request: ({ me, them }) => ({
            params: { id: me.providerId, place: them.place },
            query: { codigoCartilla: 310 },
          }),
        },
        {
          story: "the interior's path and place",
          request: ({ them }) => ({
            params: { id: them.providerId, place: them.place },
            query: { codigoCartilla: 310 },
          }),
        },
      ],
    },
    [`GET ${base}/:id/terminales`]: {
      params: providerPath,
      foreign: [
        theirPath("the interior's provider path", { query: { codigoEmpresaConectividad: 9 } }),
      ],
    },
    [`POST ${base}/terminales`]: {
      foreign: [
        {
          story: "the interior's provider code in the body",
          request: ({ them }) => ({
            body: { codigoPrestador: them.providerId, codigo: 'POS20001' },
          }),
        },
      ],
    },
    [`GET ${base}/:id/circulos`]: {
      params: providerPath,
      foreign: [
        theirPath("the interior's provider path"),
        {
          story: "a college's path (a provider that has circles)",
          request: () => ({ params: { id: 500001 } }),
        },
      ],
    },
  };
}

export const ROWS: Record<string, CallRow> = {
  ...SESSION_ROWS,
  ...AFFILIATE_ROWS,
  ...coverageRows('/pre/v1/validador'),
  ...coverageRows('/pre/v1/conectividad'),
  ...coverageRows('/pre/v1/autorizaciones'),
};
