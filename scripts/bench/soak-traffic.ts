import type { RequestParams, RequestSpec } from 'autocannon';
import type { CaseSearchResponse, NewCaseInput } from '@portal/contracts';
import { isFinalCaseState } from '@portal/domain/support-cases';
import { LIMITS } from '@portal/domain/write-limits';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.ts';

/**
 * What the soak sends: the reads a provider's session makes all day, and support-case writes
 * (an observation on an open case, a new case) kept under the write limits, by demo@ (100001,
 * AMBA) and interior@ (200001, interior ambit) at once.
 */

export interface SoakProvider {
  email: string;
  id: number;
  tipo: 'P' | 'I';
  ambit: 'A' | 'I';
  headers: Record<string, string>;
  /** The provider's cases that still take an observation (not finished). */
  openCases: number[];
}

const PROVIDERS = [
  { email: DEMO_ACCOUNTS[0]!.email, tipo: 'P', ambit: 'A' },
  { email: DEMO_ACCOUNTS[1]!.email, tipo: 'I', ambit: 'I' },
] as const;

async function call(baseUrl: string, request: RequestParams): Promise<Response> {
  return fetch(`${baseUrl}${request.path}`, {
    method: request.method ?? 'GET',
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
    signal: AbortSignal.timeout(10_000),
  });
}

const json = (
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

/** The provider's own case search (the last 15 days), as the support centre's list makes it. */
const caseSearch = (provider: Pick<SoakProvider, 'headers' | 'ambit' | 'id'>) =>
  json(provider.headers, 'POST', '/pre/v3/cap/ConsultaTramites', {
    ambitoPrestador: provider.ambit,
    prestad: provider.id,
  });

/** The contracting route of each ambit (reasons 102 and 107 of the demo data). */
const CONTRACTING = {
  A: { workContext: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS', submotivo: 2, motivoWeb: 102 },
  I: { workContext: 'AMB_CAP_CONTRATACIONES_INTERIOR', submotivo: 17, motivoWeb: 107 },
} as const;

/** A new contracting case without files, as the support centre's form sends it (spec §3). */
function newCaseBody(provider: SoakProvider, write: number): NewCaseInput {
  const route = CONTRACTING[provider.ambit];
  const text = `Consulta de la prueba de carga N° ${write + 1}`;
  return {
    workContext: route.workContext,
    processInfo: { detail: text },
    capObject: {
      generico: {
        prestadorId: provider.id,
        prestadorTipo: provider.tipo,
        motivo: { id: 3 },
        estado: { id: 1 },
        submotivo: { id: route.submotivo },
        observacion: text,
        detalle: text,
      },
    },
    extendedProcess: {
      motivoWeb: route.motivoWeb,
      estadoWeb: 1,
      usuarioWeb: '',
      pedidoWeb: { medio: { id: 27 }, sucursal: { id: 1 }, estado: { id: 1 } },
      rudiFiles: [],
      emails: [],
      mailRedireccion: 0,
      mailFinalizacion: 0,
      info1: '',
    },
  };
}

/** Logs each demo provider in and finds its open cases. */
export async function prepareProviders(baseUrl: string): Promise<SoakProvider[]> {
  return Promise.all(
    PROVIDERS.map(async ({ email, tipo, ambit }) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
      const login = await call(
        baseUrl,
        json({}, 'POST', '/pre/v0/auth-login', {
          email,
          password: DEMO_PASSWORD,
          apiKey: 'web',
          device: { deviceid: 'bench-soak', devicename: 'bench-soak' },
        }),
      );
      if (login.status !== 200) throw new Error(`login ${email}: ${login.status}`);
      const { token } = (await login.json()) as { token: string };
      const provider = {
        email,
        id: account.provider.id,
        tipo,
        ambit,
        headers: { authorization: `Bearer ${token}` },
      };
      const search = await call(baseUrl, caseSearch(provider));
      if (search.status !== 200) throw new Error(`case search ${email}: ${search.status}`);
      const { tramites } = (await search.json()) as CaseSearchResponse;
      const openCases = tramites
        .filter((c) => !isFinalCaseState(c.estado))
        .map((c) => c.nroTramite);
      return { ...provider, openCases };
    }),
  );
}

/** user-config, a module's status, an affiliate validation, the case search, the pending inbox. */
export function readRequests(provider: SoakProvider): RequestParams[] {
  return [
    json(provider.headers, 'POST', '/pre/v1/user-config', {}),
    { path: '/pre/v1/modulos/validador-de-asociados', headers: provider.headers },
    json(provider.headers, 'POST', `/pre/v1/validador/${provider.id}/afiliado`, {
      contra: 30000001,
      middle: 1,
      inte: 1,
      validador: 'web',
      apiKey: 'web',
      deviceid: 'bench-soak',
    }),
    caseSearch(provider),
    { path: '/pre/v1/cap/tramites-pendientes', headers: provider.headers },
  ];
}

/** Every read answers 200 before the load starts, so a failure is the server's, not the bench's. */
export async function probeReads(baseUrl: string, providers: readonly SoakProvider[]) {
  for (const provider of providers) {
    for (const request of readRequests(provider)) {
      const response = await call(baseUrl, request);
      if (response.status !== 200) {
        throw new Error(`${request.path} (${provider.email}) answered ${response.status}`);
      }
    }
  }
}

/**
 * Writes one user may make in `seconds` and stay under the support centre's per-user write limit (a
 * sliding window allows `max` in any stretch of its length), with a fifth to spare.
 */
export function writeBudget(seconds: number): number {
  const fits = LIMITS.filing.user.map((window) =>
    Math.floor((window.max * Math.ceil((seconds * 1000) / window.windowMs) * 4) / 5),
  );
  return Math.max(1, Math.min(...fits));
}

/** What a provider's writes answered, by status. */
export type WriteTally = { sent: number; statuses: Record<string, number> };

/**
 * The write slot at the end of every connection's cycle: it sends the provider's next write
 * when one is due, `budget` writes spread evenly over `seconds`, and is skipped otherwise (the
 * connection goes back to its first read). Writes take turns between an observation on one of
 * the open cases (in rotation, well under the per-case limit) and a new case without files.
 */
export function writeSlot(provider: SoakProvider, budget: number, seconds: number) {
  const intervalMs = (seconds * 1000) / budget;
  const tally: WriteTally = { sent: 0, statuses: {} };
  let dueAt = 0;
  const next = (): RequestParams => {
    const write = tally.sent;
    const nroTramite = provider.openCases[Math.floor(write / 2) % provider.openCases.length];
    if (write % 2 === 1 || nroTramite === undefined) {
      return json(
        provider.headers,
        'POST',
        '/pre/v1/cap/alta-tramite',
        newCaseBody(provider, write),
      );
    }
    return json(provider.headers, 'POST', '/pre/cap/grabar-tramite', {
      nroTramite,
      observacion: `Observación de la prueba de carga N° ${write + 1}`,
    });
  };
  const slot: RequestSpec = {
    setupRequest(request) {
      const now = Date.now();
      if (tally.sent >= budget || now < dueAt) return null;
      dueAt = (dueAt || now) + intervalMs;
      const write = next();
      tally.sent += 1;
      return { ...request, ...write, headers: { ...request.headers, ...write.headers } };
    },
    onResponse(status) {
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    },
  };
  return { slot, tally };
}
