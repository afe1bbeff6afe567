import type { Bundle, ClaimResponse, OperationOutcome } from '@medplum/fhirtypes';
import { AUTHORIZATIONS_TAG, medicalAuthorizationRequest } from '@portal/contracts';
import {
  affiliateResourceId,
  claimFromAuthorization,
  claimResponseFromAuthorization,
  readPriorAuthorizationBundle,
  type ClaimIssue,
  type ClaimLinks,
  type FiledAuthorization,
} from '@portal/domain/fhir';
import { LIMITS } from '@portal/domain/write-limits';
import { takeSlot } from '../../../access/write-limits.ts';
import { releaseWrites } from '../../../lib/write-limit.ts';
import { fileMedicalAuthorization } from '../../authorizations/public.ts';
import type { FhirCaller, FhirModuleDeps } from '../server/resource-modules.ts';
import { FhirError } from '../server/fhir-errors.ts';
import * as claims from './claims.repository.ts';

/**
 * Prior authorization through FHIR (docs/decisions/0066): a $submit Bundle is read as the web
 * form's body, checked by that call's own schema and filed by the one filing service; reads map
 * the provider's own authorizations to Claim and ClaimResponse.
 */

export const CLAIM_MESSAGES = {
  notFound: 'No encontramos esa autorización entre las de su prestador.',
} as const;

/** Refusals of a request's shape: 400, one issue each, the element in `expression`. */
export function invalidOutcome(issues: readonly ClaimIssue[]): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: issues.map((issue) => ({
      severity: 'error',
      code: 'invalid',
      diagnostics: issue.message,
      expression: [issue.expression],
    })),
  };
}

/** The contract's field paths, as the Claim's elements a HIS wrote them in. */
const CLAIM_PATHS: Record<string, string> = {
  lugarAtencionPrestador: 'Claim.facility',
  tipoAutorizacionMedica: 'Claim.subType',
  fechaOrden: 'Claim.referral',
  fechaCirugia: 'Claim.item.servicedDate',
  afiliado: 'Claim.patient',
  prestacion: 'Claim.item',
  observacion: 'Claim.supportingInfo',
  imagenes: 'Claim.supportingInfo',
  prestador: 'Claim.provider',
};

function linksOf(row: { contra: number; inte: number; providerId: number }): ClaimLinks {
  const id = affiliateResourceId(row);
  return {
    patient: { reference: `Patient/${id}` },
    coverage: { reference: `Coverage/${id}` },
    provider: { reference: `Organization/${row.providerId}` },
    insurer: { display: 'Obra social' },
  };
}

function filedOf(
  row: claims.AuthorizationRow,
  services: Map<number, { codigo: number; descripcion: string; cantidad: number }[]>,
  messages: Map<number, string>,
): FiledAuthorization {
  const tipo = row.datos['tipoAutorizacionMedica'];
  return {
    nroAutorizacion: row.nroAutorizacion,
    estado: row.estado,
    tipoAutorizacionMedica: typeof tipo === 'string' ? tipo : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    fechaOrden: row.fechaOrden,
    validezHasta: row.validezHasta,
    auditorMessage: messages.get(row.id) ?? row.observacionAuditor,
    services: services.get(row.id) ?? [],
  };
}

async function responsesOf(deps: FhirModuleDeps, rows: readonly claims.AuthorizationRow[]) {
  const ids = rows.map((row) => row.id);
  const [services, messages] = await Promise.all([
    claims.findServicesOf(deps.db, ids),
    claims.lastAuditorMessages(deps.db, ids),
  ]);
  return rows.map((row) => ({
    row,
    filed: filedOf(row, services, messages),
    links: linksOf(row),
  }));
}

async function ownRequest(deps: FhirModuleDeps, caller: FhirCaller, id: string) {
  const nro = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const row =
    nro === null ? null : await claims.findOwnAuthorization(deps.db, caller.providerId, nro);
  if (!row) throw new FhirError(404, CLAIM_MESSAGES.notFound);
  const [one] = await responsesOf(deps, [row]);
  return one!;
}

export async function readClaimResponse(deps: FhirModuleDeps, caller: FhirCaller, id: string) {
  const { filed, links } = await ownRequest(deps, caller, id);
  return claimResponseFromAuthorization(filed, links);
}

export async function readClaim(deps: FhirModuleDeps, caller: FhirCaller, id: string) {
  const { filed, links } = await ownRequest(deps, caller, id);
  return claimFromAuthorization(filed, links);
}

/** The ClaimResponses of the caller's provider a search asks for, oldest change first. */
export async function searchClaimResponses(
  deps: FhirModuleDeps,
  caller: FhirCaller,
  filter: claims.AuthorizationFilter,
): Promise<ClaimResponse[]> {
  const rows = await claims.searchOwnAuthorizations(deps.db, caller.providerId, filter);
  return (await responsesOf(deps, rows)).map(({ filed, links }) =>
    claimResponseFromAuthorization(filed, links),
  );
}

/**
 * The web filing's limit (docs/decisions/0046) on the same keys: a HIS and the front desk of one
 * provider share one allowance. A filing refused by the service takes its hits back, as a web
 * write's failure does.
 */
async function withFilingLimit<T>(
  deps: FhirModuleDeps,
  caller: FhirCaller,
  file: () => Promise<T>,
) {
  const policy = LIMITS.filing;
  const key = (scope: string, id: number) => `${AUTHORIZATIONS_TAG}:${policy.name}:${scope}:${id}`;
  const hits = await takeSlot(deps, [
    { scope: 'user', key: key('user', caller.userId), windows: policy.user },
    { scope: 'provider', key: key('provider', caller.providerId), windows: policy.provider },
  ]);
  try {
    return await file();
  } catch (error) {
    await releaseWrites(deps.db, hits);
    throw error;
  }
}

/**
 * Claim/$submit: the Bundle read as the web form's body, that call's schema (its messages), then
 * the one filing service. Answers the PAS response Bundle: the ClaimResponse first.
 */
export async function submitPriorAuthorization(
  deps: FhirModuleDeps,
  caller: FhirCaller,
  body: unknown,
): Promise<Bundle> {
  const read = readPriorAuthorizationBundle(body);
  if (!read.ok) throw new FhirError(400, invalidOutcome(read.issues));
  const { diagnostico, prestador, ...form } = read.value;
  const parsed = medicalAuthorizationRequest.safeParse({
    ...form,
    prestador: prestador ?? caller.providerId,
  });
  if (!parsed.success) {
    throw new FhirError(
      400,
      invalidOutcome(
        parsed.error.issues.map((issue) => ({
          expression: CLAIM_PATHS[String(issue.path[0])] ?? 'Claim',
          message: issue.message,
        })),
      ),
    );
  }
  const filed = await withFilingLimit(deps, caller, () =>
    fileMedicalAuthorization(deps, caller, parsed.data, diagnostico),
  );
  const nro = filed.autorizacion.nroAutorizacion;
  await claims.recordFiledActivity(deps.db, {
    at: deps.clock.now(),
    userId: caller.userId,
    providerId: caller.providerId,
    clientId: caller.clientId,
  });
  const response = await readClaimResponse(deps, caller, String(nro));
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: deps.clock.now().toISOString(),
    entry: [{ fullUrl: `${deps.publicUrl}/fhir/ClaimResponse/${nro}`, resource: response }],
  };
}
