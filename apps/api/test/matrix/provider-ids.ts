import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ConnectivityTicket, StageFilesResponse } from '@portal/contracts';
import { formatExp } from '@portal/domain/format';
import { providers } from '../../src/db/schema/core.ts';
import { invoices, payments } from '../../src/db/schema/payments.ts';
import { terms } from '../../src/db/schema/session.ts';
import { supportCaseFiles, supportCases } from '../../src/db/schema/support-cases.ts';
import { DEMO_CASES } from '../../src/seed/support-demo-cases.ts';
import { JUAN } from '../connectivity.ts';
import { demoCase, PDF, rudiFile } from '../support-cases.ts';
import type { TestApp } from '../test-app.ts';
import type { Session } from './callers.ts';

/**
 * The real objects of one provider the matrix names in paths and bodies: its own when a test
 * calls as that provider, the other provider's when it probes for a leak.
 */
export interface ProviderIds {
  providerId: number;
  userId: number;
  /** A case still open (pending): its number, process number, filing instant and workflow. */
  openCase: { nro: number; jbpm: number; ts: string; workflow: string };
  /** A case waiting for the provider's answer (estado 2). */
  awaitingReply: number;
  /** A file the provider attached (WCAP) and one the insurer answered with (SCAP). */
  wcapFile: number;
  scapFile: number;
  /** A service ticket and a diagnosis ticket on it (connectivity). */
  serviceTicket: number;
  diagnosisTicket: number;
  /** An attention place, an authorization and a batch of staged files. */
  place: number;
  authorization: number;
  stagedBatch: number;
  /** The provider's CUIT, a payment to it and an invoice (payments and invoices). */
  cuit: string;
  payment: number;
  invoice: number;
  /** The bearer token of the provider's session (for a renewal with someone else's token). */
  token: string;
}

/** The demo cases each provider's ids use (apps/api/src/seed/support-demo-cases/). */
const CASES = {
  100001: { open: 'demo-contracting-pending', awaiting: 'demo-settlement-awaiting-reply' },
  200001: { open: 'interior-settlement-pending', awaiting: 'interior-contracting-awaiting-reply' },
} as const;
const PLACES = { 100001: 1001, 200001: 2001 } as const;
const AUTHORIZATIONS = { 100001: 7000101, 200001: 7000201 } as const;
/** The demo provider enters through its terminal; the interior has none (portal channel). */
const TERMINALS = { 100001: { termId: 'POS00101' }, 200001: {} } as const;

type DemoProvider = keyof typeof CASES;

async function firstFile(t: TestApp, providerId: number, origin: 'WCAP' | 'SCAP') {
  const [row] = await t.db
    .select({ id: supportCaseFiles.id })
    .from(supportCaseFiles)
    .where(
      and(
        eq(supportCaseFiles.providerId, providerId),
        eq(supportCaseFiles.origin, origin),
        isNotNull(supportCaseFiles.caseId),
      ),
    )
    .orderBy(asc(supportCaseFiles.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Finds (or, where the seed has none, makes through the API) each object of a provider:
 * tickets are entered and files staged in the provider's own session; an insurer's answer
 * file is added with the operator key when the seed gives the provider none.
 */
export async function loadProviderIds(
  t: TestApp,
  providerId: DemoProvider,
  session: Session,
  operatorKey: string,
): Promise<ProviderIds> {
  const post = async <T>(url: string, payload: object, status: number) => {
    const response = await t.inject({ method: 'POST', url, headers: session.headers, payload });
    if (response.statusCode !== status) throw new Error(`${url}: ${response.body}`);
    return response.json<T>();
  };
  const base = `/pre/v1/conectividad/${providerId}`;
  const service = await post<ConnectivityTicket>(
    `${base}/ingresa-prestacion`,
    { creden: JUAN, prestacion: 420101, ...TERMINALS[providerId] },
    201,
  );
  const diagnosis = await post<ConnectivityTicket>(
    `${base}/ingresa-diagnostico`,
    { nroTicket: service.nroTicket, icd: 'J45.9' },
    201,
  );
  const staged = await post<StageFilesResponse>(
    '/pre/v1/archivos/rudi/guardar',
    { rudiFiles: [rudiFile('matriz.pdf', PDF)] },
    201,
  );

  const cases = CASES[providerId];
  const nro = demoCase(cases.open);
  const [open] = await t.db.select().from(supportCases).where(eq(supportCases.nroTramite, nro));
  if (!open || open.providerId !== providerId)
    throw new Error(`case ${nro} is not ${providerId}'s`);

  if ((await firstFile(t, providerId, 'SCAP')) === null) {
    const answer = await t.inject({
      method: 'POST',
      url: `/pre/ops/cap/tramites/${nro}/etapas`,
      headers: { 'x-operator-key': operatorKey },
      payload: {
        operator: 'Matriz',
        accion: 'observacion',
        observacion: 'Adjuntamos la respuesta',
        rudiFiles: [rudiFile('r.pdf', PDF)],
      },
    });
    if (answer.statusCode !== 200) throw new Error(`operator answer: ${answer.body}`);
  }

  return {
    providerId,
    userId: session.userId!,
    openCase: {
      nro,
      jbpm: open.tramiteJbpm,
      ts: formatExp(open.createdAt),
      workflow: open.workflow,
    },
    awaitingReply: demoCase(cases.awaiting),
    wcapFile: (await firstFile(t, providerId, 'WCAP'))!,
    scapFile: (await firstFile(t, providerId, 'SCAP'))!,
    serviceTicket: service.nroTicket,
    diagnosisTicket: diagnosis.nroTicket,
    place: PLACES[providerId],
    authorization: AUTHORIZATIONS[providerId],
    stagedBatch: staged.rudiPrestador.nroTramite,
    ...(await paymentIds(t, providerId)),
    token: session.headers.authorization!.slice('Bearer '.length),
  };
}

/** The provider's CUIT, its first payment and first invoice (seed/payments.ts). */
async function paymentIds(t: TestApp, providerId: number) {
  const [provider] = await t.db
    .select({ cuit: providers.cuit })
    .from(providers)
    .where(eq(providers.id, providerId));
  const [payment] = await t.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerId, providerId))
    .orderBy(asc(payments.id))
    .limit(1);
  const [invoice] = await t.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.providerId, providerId))
    .orderBy(asc(invoices.id))
    .limit(1);
  if (!provider || !payment || !invoice) throw new Error(`no payments seeded for ${providerId}`);
  return { cuit: provider.cuit, payment: payment.id, invoice: invoice.id };
}

/** The id of the terms in force (the one a user accepts). */
export async function termsInForce(t: TestApp): Promise<number> {
  const rows = await t.db.select({ id: terms.id }).from(terms);
  return Math.max(...rows.map((row) => row.id));
}

const textsOf = (provider: number) =>
  DEMO_CASES.filter((demo) => demo.provider === provider).flatMap((demo) => [
    demo.detalle,
    ...demo.stages.flatMap((stage) => [stage.obsWeb, stage.obsColaborador]),
  ]);

/**
 * Texts only the interior provider's data holds (not also the demo provider's): an answer to
 * the demo provider that contains one of them has leaked the other provider's data.
 */
export const INTERIOR_MARKS: readonly string[] = [
  'Sanatorio del Interior',
  'interior@prestadores.test',
  'Ricardo',
  ...textsOf(200001).filter((text) => !textsOf(100001).includes(text)),
].filter((mark): mark is string => !!mark);
