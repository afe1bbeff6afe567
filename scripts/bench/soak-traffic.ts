import type { RequestParams, RequestSpec } from 'autocannon';
import type { CaseSearchResponse, NewCaseInput } from '@portal/contracts';
import { isFinalCaseState } from '@portal/domain/support-cases';
import { LIMITS } from '@portal/domain/write-limits';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.ts';
import { minimalPdf } from '../../apps/api/src/seed/sample-files.ts';
import {
  SOAK_ACCOUNTS,
  caseSearch,
  json,
  type AccountSession,
  type SoakAccount,
} from './soak-accounts.ts';

/**
 * What the soak sends besides the reads of soak-accounts.ts: the logins, and the support-case
 * writes (an observation on an open case, a new case, files added to an open case) kept under
 * the write limits, by the accounts that file them.
 */

export interface SoakProvider extends AccountSession {
  account: SoakAccount;
  /** The provider's cases that still take an observation (not finished). */
  openCases: number[];
}

const LOGIN_DEVICE = { deviceid: 'bench-soak', devicename: 'bench-soak' };

export async function call(baseUrl: string, request: RequestParams): Promise<Response> {
  return fetch(`${baseUrl}${request.path}`, {
    method: request.method ?? 'GET',
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
    signal: AbortSignal.timeout(10_000),
  });
}

/** A login as the portal's form sends it; answers the session (its bearer header). */
export async function login(baseUrl: string, email: string): Promise<AccountSession> {
  const response = await call(
    baseUrl,
    json({}, 'POST', '/pre/v0/auth-login', {
      email,
      password: DEMO_PASSWORD,
      apiKey: 'web',
      device: LOGIN_DEVICE,
    }),
  );
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  const { token, modelEspecifico } = (await response.json()) as {
    token: string;
    modelEspecifico: { codPrestador: number };
  };
  const id = modelEspecifico.codPrestador;
  const cuit = DEMO_ACCOUNTS.find((a) => a.provider.id === id)?.provider.cuit ?? '';
  return { email, id, cuit, headers: { authorization: `Bearer ${token}` } };
}

/** The contracting route of each ambit (reasons 102 and 107 of the demo data). */
const CONTRACTING = {
  A: { workContext: 'AMB_CAP_CONTRATACIONES_AMBA_BSAS', submotivo: 2, motivoWeb: 102 },
  I: { workContext: 'AMB_CAP_CONTRATACIONES_INTERIOR', submotivo: 17, motivoWeb: 107 },
} as const;

/** A new contracting case without files, as the support centre's form sends it (spec §3). */
function newCaseBody(provider: SoakProvider, write: number): NewCaseInput {
  const route = CONTRACTING[provider.account.ambit ?? 'A'];
  const text = `Consulta de la prueba de carga N° ${write + 1}`;
  return {
    workContext: route.workContext,
    processInfo: { detail: text },
    capObject: {
      generico: {
        prestadorId: provider.id,
        prestadorTipo: provider.account.tipo ?? 'P',
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

/** Logs every soak account in and finds the open cases of those that write. */
export async function prepareProviders(baseUrl: string): Promise<SoakProvider[]> {
  return Promise.all(
    SOAK_ACCOUNTS.map(async (account) => {
      const session = await login(baseUrl, account.email);
      if (!account.writes) return { ...session, account, openCases: [] };
      const search = await call(baseUrl, caseSearch(session, account.ambit ?? 'A'));
      if (search.status !== 200) throw new Error(`case search ${account.email}: ${search.status}`);
      const { tramites } = (await search.json()) as CaseSearchResponse;
      const openCases = tramites
        .filter((c) => !isFinalCaseState(c.estado))
        .map((c) => c.nroTramite);
      return { ...session, account, openCases };
    }),
  );
}

export const readRequests = (provider: SoakProvider) => provider.account.reads(provider);

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

/** A small PDF as the support centre's file picker sends it (base64, the size as text). */
function attachment(write: number) {
  const bytes = minimalPdf(`Comprobante de la prueba de carga N° ${write + 1}`);
  return {
    fileName: `comprobante-${write + 1}.pdf`,
    base64Content: bytes.toString('base64'),
    sizeInBytes: String(bytes.length),
  };
}

/** What a provider's writes answered, by status. */
export type WriteTally = { sent: number; statuses: Record<string, number> };

/**
 * The write slot at the end of every connection's cycle: it sends the provider's next write
 * when one is due, `budget` writes spread evenly over `seconds`, and is skipped otherwise (the
 * connection goes back to its first read). Writes take turns between an observation on one of
 * the open cases (in rotation, well under the per-case limit), a new case without files, and a
 * PDF added to an open case (an upload).
 */
export function writeSlot(provider: SoakProvider, budget: number, seconds: number) {
  const intervalMs = (seconds * 1000) / budget;
  const tally: WriteTally = { sent: 0, statuses: {} };
  let dueAt = 0;
  const next = (): RequestParams => {
    const write = tally.sent;
    const nroTramite = provider.openCases[Math.floor(write / 3) % provider.openCases.length];
    if (write % 3 === 1 || nroTramite === undefined) {
      return json(
        provider.headers,
        'POST',
        '/pre/v1/cap/alta-tramite',
        newCaseBody(provider, write),
      );
    }
    if (write % 3 === 2) {
      return json(provider.headers, 'POST', `/pre/v1/archivos/WCAP/tramite/${nroTramite}/guardar`, {
        rudiFiles: [attachment(write)],
      });
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
