import type { Bundle, PaymentReconciliation } from '@medplum/fhirtypes';
import { formatServerDate } from '@portal/domain/format';
import {
  MONEY_MESSAGES,
  parseMoneySearch,
  parseNumericId,
  paymentReconciliationOf,
  searchsetBundle,
  linkParams,
} from '@portal/domain/fhir';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import {
  findPayment,
  findPaymentInvoices,
  findPayments,
  findProviderHeader,
} from '../../payments/public.ts';

export interface FhirMoneyDeps {
  db: Db;
  clock: Clock;
}

type Query = Record<string, string | string[] | undefined>;

/** Today in Argentina, YYYY-MM-DD: the payments list's default range ends there. */
function today(clock: Clock): string {
  const text = formatServerDate(clock.now());
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

async function providerOf(db: Db, providerId: number) {
  const header = await findProviderHeader(db, providerId);
  return { providerId, name: header?.apeRazonSocial ?? '', cuit: header?.cuit ?? null };
}

/**
 * GET /fhir/PaymentReconciliation: the caller's provider's payments of a range of days, newest
 * first, as Pagos y facturas lists them (to the provider's own CUIT); a page of them.
 */
export async function searchPayments(
  deps: FhirMoneyDeps,
  providerId: number,
  query: Query,
  base: string,
): Promise<Bundle> {
  const parsed = parseMoneySearch(query, today(deps.clock));
  if (!parsed.ok) throw new HttpError(400, parsed.message, 'FHIR_SEARCH_INVALID');
  const search = parsed.value;
  const provider = await providerOf(deps.db, providerId);
  const rows = provider.cuit
    ? await findPayments(deps.db, {
        providerId,
        cuit: provider.cuit,
        from: search.from,
        to: search.to,
      })
    : [];
  const params = linkParams(query);
  return searchsetBundle({
    base,
    type: 'PaymentReconciliation',
    params,
    offset: search.offset,
    count: search.count,
    total: rows.length,
    matches: rows
      .slice(search.offset, search.offset + search.count)
      .map((row) => paymentReconciliationOf(row, provider)),
    includes: [],
  });
}

/** GET /fhir/PaymentReconciliation/:id: one payment of the caller's provider, with its detail. */
export async function readPayment(
  deps: FhirMoneyDeps,
  providerId: number,
  id: string,
): Promise<PaymentReconciliation> {
  const paymentId = parseNumericId(id);
  // Another provider's payment is as absent as none (the portal's own rule).
  const payment =
    paymentId === null ? undefined : await findPayment(deps.db, providerId, paymentId);
  if (!payment) throw new HttpError(404, MONEY_MESSAGES.notFound(id), 'NOT_FOUND');
  const [provider, invoices] = await Promise.all([
    providerOf(deps.db, providerId),
    findPaymentInvoices(deps.db, payment.id),
  ]);
  return paymentReconciliationOf(payment, provider, invoices);
}
