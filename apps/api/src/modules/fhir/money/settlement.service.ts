import type { Bundle, PaymentReconciliation } from '@medplum/fhirtypes';
import {
  MONEY_MESSAGES,
  SETTLEMENT_ID_PREFIX,
  expedienteOfFhirId,
  parseSettlementSearch,
  searchsetBundle,
  settlementReconciliationOf,
  linkParams,
} from '@portal/domain/fhir';
import { HttpError } from '../../../lib/errors.ts';
import { findProviderHeader } from '../../payments/public.ts';
import { findProviderSettlement, pageOfSettlements } from '../../settlements/public.ts';
import type { FhirMoneyDeps } from './money.service.ts';

type Query = Record<string, string | string[] | undefined>;

/**
 * GET /fhir/PaymentReconciliation?identifier=urn:portal-prestadores:liquidacion|…: the caller's
 * provider's settlements of a range of periods, as Liquidaciones lists them; a page of them.
 */
export async function searchSettlements(
  deps: FhirMoneyDeps,
  providerId: number,
  query: Query,
  base: string,
): Promise<Bundle> {
  const parsed = parseSettlementSearch(query, deps.clock.now());
  if (!parsed.ok) throw new HttpError(400, parsed.message, 'FHIR_SEARCH_INVALID');
  const search = parsed.value;
  const [header, { rows, total }] = await Promise.all([
    findProviderHeader(deps.db, providerId),
    pageOfSettlements(
      deps.db,
      { providerId, from: search.from, to: search.to, expediente: search.expediente },
      { offset: search.offset, limit: search.count },
    ),
  ]);
  const provider = { providerId, name: header?.apeRazonSocial ?? '' };
  const params = linkParams(query);
  return searchsetBundle({
    base,
    type: 'PaymentReconciliation',
    params,
    offset: search.offset,
    count: search.count,
    total,
    matches: rows.map((row) => settlementReconciliationOf(row, provider)),
    includes: [],
  });
}

/** GET /fhir/PaymentReconciliation/liquidacion-:expediente: one of the caller's settlements. */
export async function readSettlement(
  deps: FhirMoneyDeps,
  providerId: number,
  rest: string,
): Promise<PaymentReconciliation> {
  const expediente = expedienteOfFhirId(rest);
  // Another provider's settlement is as absent as none (the portal's own rule).
  const row =
    expediente === null ? null : await findProviderSettlement(deps.db, providerId, expediente);
  if (!row)
    throw new HttpError(
      404,
      MONEY_MESSAGES.notFound(`${SETTLEMENT_ID_PREFIX}${rest}`),
      'NOT_FOUND',
    );
  return settlementReconciliationOf(row, { providerId, name: row.providerName });
}
