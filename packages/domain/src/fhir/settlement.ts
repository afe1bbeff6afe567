import type {
  Money,
  Organization,
  PaymentReconciliation,
  PaymentReconciliationDetail,
  Practitioner,
  Reference,
} from '@medplum/fhirtypes';
import { totalsOfSums } from '../settlements/money.ts';
import type { SettlementState } from '../settlements/catalogue.ts';
import { MONEY_SYSTEMS } from './money.ts';
import { PORTAL_SYSTEMS } from './plan-net.ts';

/*
 * A settlement as a PaymentReconciliation (ADR 0072): the insurer's statement of what it settles
 * to a provider for one month, its net the amount and its totals the detail. Its lines name
 * patients, so they never leave the portal: the detail is the settlement's concepts only.
 */

export const SETTLEMENT_SYSTEM = 'urn:portal-prestadores:liquidacion' as const;

/** A settlement's FHIR id: its expediente behind a prefix no payment id (a number) carries. */
export const SETTLEMENT_ID_PREFIX = 'liquidacion-' as const;

export const settlementFhirId = (expediente: number) => `${SETTLEMENT_ID_PREFIX}${expediente}`;

/** The expediente of a settlement's id part after the prefix, or null if it is none. */
export function expedienteOfFhirId(rest: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(rest)) return null;
  const value = Number(rest);
  return value <= 2_147_483_647 ? value : null;
}

export interface SettlementData {
  expediente: number;
  /** AAAAMM as a number (202603). */
  period: number;
  /** YYYY-MM-DD. */
  settledOn: string;
  state: SettlementState;
  grossCents: number;
  debitsCents: number;
  copayCents: number;
  netCents: number;
}

/** Queued while the insurer still works on it; once settled (or paid) its figures are final. */
const OUTCOME: Record<SettlementState, 'queued' | 'complete'> = {
  'En proceso': 'queued',
  Liquidada: 'complete',
  Pagada: 'complete',
};

const money = (cents: number): Money => ({ value: cents / 100, currency: 'ARS' });

const concept = (
  code: 'payment' | 'adjustment',
  text: string,
  cents: number,
  payee: Reference<Organization | Practitioner>,
): PaymentReconciliationDetail => ({
  type: { coding: [{ system: MONEY_SYSTEMS.paymentType, code }], text },
  payee,
  amount: money(cents),
});

/** The first and last day of an AAAAMM period. */
function periodDays(period: number): { start: string; end: string } {
  const year = Math.floor(period / 100);
  const month = period % 100;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { start: `${prefix}-01`, end: `${prefix}-${String(last).padStart(2, '0')}` };
}

/**
 * The settlement with its concepts: the services settled (the gross) and, taken off it as
 * negative adjustments, the debits and the copays; they add up to the net by the settlements'
 * own rule (`totalsOfSums`), the figures Liquidaciones shows.
 */
export function settlementReconciliationOf(
  settlement: SettlementData,
  provider: { providerId: number; name: string },
): PaymentReconciliation {
  const payee: Reference<Organization | Practitioner> = {
    identifier: { system: PORTAL_SYSTEMS.providerCode, value: String(provider.providerId) },
    display: provider.name,
  };
  const totals = totalsOfSums(settlement);
  const detail = [
    concept('payment', 'Prestaciones liquidadas', totals.grossCents, payee),
    ...(totals.debitsCents !== 0
      ? [concept('adjustment', 'Débitos', -totals.debitsCents, payee)]
      : []),
    ...(totals.copayCents !== 0
      ? [concept('adjustment', 'Copagos', -totals.copayCents, payee)]
      : []),
  ];
  return {
    resourceType: 'PaymentReconciliation',
    id: settlementFhirId(settlement.expediente),
    identifier: [{ system: SETTLEMENT_SYSTEM, value: String(settlement.expediente) }],
    status: 'active',
    period: periodDays(settlement.period),
    created: settlement.settledOn,
    outcome: OUTCOME[settlement.state],
    disposition: settlement.state,
    requestor: payee,
    // R4 requires a payment date; a settlement's is the day it was settled (the payment that
    // carries its money is its own PaymentReconciliation, with the order's day).
    paymentDate: settlement.settledOn,
    paymentAmount: money(settlement.netCents),
    detail,
  };
}
