import type {
  Money,
  Organization,
  PaymentReconciliation,
  Practitioner,
  PaymentReconciliationDetail,
  Reference,
} from '@medplum/fhirtypes';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../payments/constants.ts';
import { formatInvoiceNumber } from '../payments/invoices.ts';
import {
  WITHHOLDING_KINDS,
  WITHHOLDING_LABELS,
  type WithholdingKind,
} from '../payments/withholdings.ts';
import { PORTAL_SYSTEMS } from './plan-net.ts';

/*
 * A payment the insurer made to a provider as a FHIR PaymentReconciliation (ADR 0067: a payment
 * pays a provider's invoices, which is what PaymentReconciliation reconciles; an
 * ExplanationOfBenefit is one patient's claim).
 */

export const MONEY_SYSTEMS = {
  paymentOrder: 'urn:portal-prestadores:orden-de-pago',
  invoice: 'urn:portal-prestadores:factura',
  paymentType: 'http://terminology.hl7.org/CodeSystem/payment-type',
} as const;

/** The currency of every amount the insurer pays (cents in the portal's columns). */
const CURRENCY = 'ARS' as const;
const money = (cents: number): Money => ({ value: cents / 100, currency: CURRENCY });

export interface PaymentData {
  id: number;
  /** YYYY-MM-DD. */
  fecha: string;
  ordenPago: string;
  medio: PaymentMethod;
  brutoCents: number;
  iibbCents: number;
  gananciasCents: number;
  ivaCents: number;
  netoCents: number;
}

export interface PaidInvoiceData {
  id: number;
  tipo: string;
  puntoVenta: number;
  numero: number;
  /** YYYY-MM-DD. */
  fecha: string;
  importeCents: number;
}

const paymentType = (code: 'payment' | 'adjustment', display: string) => ({
  coding: [{ system: MONEY_SYSTEMS.paymentType, code }],
  text: display,
});

const WITHHOLDING_CENTS: Record<WithholdingKind, (payment: PaymentData) => number> = {
  iibb: (payment) => payment.iibbCents,
  ganancias: (payment) => payment.gananciasCents,
  iva: (payment) => payment.ivaCents,
};

/**
 * The payment with, when read alone, its detail: each invoice it paid (a payment) and each
 * withholding taken from the gross (a negative adjustment), so the details add up to the net.
 */
export function paymentReconciliationOf(
  payment: PaymentData,
  provider: { providerId: number; name: string },
  invoices?: readonly PaidInvoiceData[],
): PaymentReconciliation {
  const payee: Reference<Organization | Practitioner> = {
    identifier: { system: PORTAL_SYSTEMS.providerCode, value: String(provider.providerId) },
    display: provider.name,
  };
  const detail: PaymentReconciliationDetail[] | undefined = invoices && [
    ...invoices.map((invoice) => ({
      type: paymentType('payment', 'Factura pagada'),
      identifier: {
        system: MONEY_SYSTEMS.invoice,
        value: `${invoice.tipo} ${formatInvoiceNumber(invoice.puntoVenta, invoice.numero)}`,
      },
      payee,
      date: invoice.fecha,
      amount: money(invoice.importeCents),
    })),
    ...WITHHOLDING_KINDS.filter((kind) => WITHHOLDING_CENTS[kind](payment) !== 0).map((kind) => ({
      type: paymentType('adjustment', `Retención de ${WITHHOLDING_LABELS[kind]}`),
      payee,
      amount: money(-WITHHOLDING_CENTS[kind](payment)),
    })),
  ];
  return {
    resourceType: 'PaymentReconciliation',
    id: String(payment.id),
    identifier: [{ system: MONEY_SYSTEMS.paymentOrder, value: payment.ordenPago }],
    status: 'active',
    created: payment.fecha,
    outcome: 'complete',
    disposition: PAYMENT_METHOD_LABELS[payment.medio],
    requestor: payee,
    paymentDate: payment.fecha,
    paymentAmount: money(payment.netoCents),
    paymentIdentifier: { system: MONEY_SYSTEMS.paymentOrder, value: payment.ordenPago },
    ...(detail && detail.length ? { detail } : {}),
  };
}
