import type { RequestParams } from 'autocannon';

/**
 * Who the soak is: every provider demo account of the README, each with the reads its screens
 * make (what its permissions allow: a sub-user's modules, a college's documents, the terms
 * screen of an account that has not accepted them), the live streams its pages keep open, and
 * whether it files support-case writes. Every read answers 200 before the load starts.
 */

export interface AccountSession {
  email: string;
  id: number;
  cuit: string;
  headers: Record<string, string>;
}

export interface SoakAccount {
  email: string;
  /** The reads its session cycles through. */
  reads(session: AccountSession): RequestParams[];
  /** Event streams its pages open (text/event-stream). */
  streams: string[];
  /** Files support-case writes (observations, new cases, attachments), within the limits. */
  writes: boolean;
  /** The support centre's ambit of the provider, for its case search and contracting route. */
  ambit?: 'A' | 'I';
  tipo?: 'P' | 'I';
}

export const json = (
  headers: Record<string, string>,
  method: 'POST' | 'PUT',
  path: string,
  body: object,
) =>
  ({
    method,
    path,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }) satisfies RequestParams;

const get = (session: AccountSession, path: string): RequestParams => ({
  path,
  headers: session.headers,
});

/** The provider's own case search (the last 15 days), as the support centre's list makes it. */
export const caseSearch = (session: AccountSession, ambit: 'A' | 'I') =>
  json(session.headers, 'POST', '/pre/v3/cap/ConsultaTramites', {
    ambitoPrestador: ambit,
    prestad: session.id,
  });

const userConfig = (s: AccountSession) => json(s.headers, 'POST', '/pre/v1/user-config', {});
const validation = (s: AccountSession) =>
  json(s.headers, 'POST', `/pre/v1/validador/${s.id}/afiliado`, {
    contra: 30000001,
    middle: 1,
    inte: 1,
    validador: 'web',
    apiKey: 'web',
    deviceid: 'bench-soak',
  });
const module = (s: AccountSession, id: string) => get(s, `/pre/v1/modulos/${id}`);
const home = (s: AccountSession) => get(s, `/pre/v1/prestadores/${s.id}/inicio`);

const CASE_STREAM = '/pre/v1/cap/eventos';
const AUTHORIZATION_STREAM = '/pre/v1/autorizaciones/eventos';

/**
 * A provider that files support-case writes, its pages holding both streams open: the
 * validator's and the support centre's reads, then the one its own screens add.
 */
const writingProvider = (
  email: string,
  ambit: 'A' | 'I',
  tipo: 'P' | 'I',
  own: (s: AccountSession) => RequestParams,
): SoakAccount => ({
  email,
  ambit,
  tipo,
  writes: true,
  streams: [CASE_STREAM, AUTHORIZATION_STREAM],
  reads: (s) => [
    userConfig(s),
    module(s, 'validador-de-asociados'),
    validation(s),
    caseSearch(s, ambit),
    get(s, '/pre/v1/cap/tramites-pendientes'),
    own(s),
  ],
});

export const SOAK_ACCOUNTS: readonly SoakAccount[] = [
  writingProvider('demo@prestadores.test', 'A', 'P', home),
  writingProvider('interior@prestadores.test', 'I', 'I', (s) =>
    get(s, `/pre/v1/censos/${s.id}/registros`),
  ),
  {
    email: 'subusuario@prestadores.test',
    writes: false,
    streams: [],
    reads: (s) => [
      userConfig(s),
      module(s, 'validador-de-asociados'),
      validation(s),
      get(s, `/pre/v1/adp/${s.id}/lugaresAtencion`),
    ],
  },
  {
    email: 'terminos@prestadores.test',
    writes: false,
    streams: [],
    reads: (s) => [userConfig(s), get(s, '/pre/v1/terminos?entidad=2&canal=2')],
  },
  {
    email: 'mantenimiento@prestadores.test',
    writes: false,
    streams: [],
    reads: (s) => [userConfig(s), module(s, 'validador-de-asociados'), home(s)],
  },
  {
    email: 'colegio@prestadores.test',
    writes: false,
    streams: [],
    reads: (s) => [
      userConfig(s),
      module(s, 'datos-personales'),
      get(s, `/pre/v1/adp/${s.id}/documentacion`),
    ],
  },
  {
    email: 'odontologia@prestadores.test',
    writes: false,
    streams: [AUTHORIZATION_STREAM],
    reads: (s) => [
      userConfig(s),
      get(s, `/pre/cap/${s.id}/Odontologia`),
      get(s, `/pre/v1/autorizaciones/${s.id}/tramites`),
    ],
  },
  {
    email: 'facturacion@prestadores.test',
    writes: false,
    streams: [],
    reads: (s) => [
      userConfig(s),
      get(s, `/pre/v1/liquidaciones/${s.id}`),
      get(s, `/pre/v1/prestadores/${s.id}/facturas`),
      get(s, `/pre/v1/prestadores/${s.id}/cuit/${s.cuit}/pagos`),
    ],
  },
  {
    email: 'auditoria@prestadores.test',
    ambit: 'A',
    tipo: 'P',
    writes: true,
    streams: [CASE_STREAM],
    reads: (s) => [
      userConfig(s),
      get(s, `/pre/v1/autorizaciones/${s.id}/tramites`),
      get(s, `/pre/v1/autorizaciones/${s.id}/inbox`),
      get(s, '/pre/v1/cap/tramites-pendientes'),
      caseSearch(s, 'A'),
    ],
  },
];
