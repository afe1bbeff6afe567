import { AFFILIATE_MESSAGES, formatAffiliateNumber } from '@portal/domain/affiliates';
import { CONNECTIVITY_MESSAGES } from '@portal/domain/connectivity';
import { COVERAGE_MESSAGES, normalizeIcd, type CoverageDecision } from '@portal/domain/coverage';
import { formatServerDate } from '@portal/domain/format';
import type {
  ConnectivityMessage,
  ConnectivityTicket,
  EligibilityResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import {
  assessCoverage,
  findCoverageFacts,
  findDiagnosis,
  findExceptedServices,
  findProviderConnectivity,
} from '../coverage/public.ts';
import type { LiveSession } from '../../access/session.ts';
import {
  cancelTransaction,
  findActiveTerminal,
  findTicket,
  insertTransaction,
  lockTransaction,
} from './connectivity.repository.ts';
import { toTicket } from './ticket.ts';

export interface ConnectivityDeps {
  db: Db;
  clock: Clock;
}

export const TRANSACTION_MESSAGES = {
  futureDate: 'La fecha de la prestación no puede ser posterior a hoy.',
} as const;

const REFUSALS: Record<Exclude<CoverageDecision['kind'], 'approved'>, string> = {
  rejected: 'NOT_COVERED',
  authorization: 'AUTHORIZATION_REQUIRED',
  'own-path': 'OWN_PATH',
};

async function ticketOf(db: Db, providerId: number, ticket: number): Promise<ConnectivityTicket> {
  const row = await findTicket(db, providerId, ticket);
  if (!row) throw new HttpError(404, CONNECTIVITY_MESSAGES.ticketNotFound, 'NOT_FOUND');
  return toTicket(row);
}

async function knownDiagnosis(db: Db, icd: string): Promise<string> {
  const codigo = normalizeIcd(icd);
  if (!(await findDiagnosis(db, codigo))) {
    throw new HttpError(422, CONNECTIVITY_MESSAGES.unknownDiagnosis, 'UNKNOWN_DIAGNOSIS');
  }
  return codigo;
}

/** The non-identifying fields of the message, kept with the transaction. */
function messageRecord(message: ConnectivityMessage): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(message)
      .filter(([key]) => key !== 'creden')
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
}

/**
 * POST .../ingresa-prestacion: the §5 affiliate rules, then the §4 modality rules; only an
 * approved service (AP, not excepted, under the terminal and circle rules) is recorded. Every
 * refusal is a 422 and writes nothing.
 */
export async function enterService(
  deps: ConnectivityDeps,
  session: LiveSession,
  pathId: number,
  message: ConnectivityMessage,
): Promise<ConnectivityTicket> {
  ownProvider(session.providerId, pathId);
  const now = deps.clock.now();
  const today = formatServerDate(now);
  if (message.alta !== undefined && message.alta > today) {
    throw new HttpError(422, TRANSACTION_MESSAGES.futureDate, 'FUTURE_DATE');
  }
  const { creden } = message;
  const [rows, connectivity] = await Promise.all([
    // A service entered for a past day is judged by the affiliate's register on that day.
    findCoverageFacts(
      deps.db,
      creden.contra,
      creden.inte,
      message.prestacion,
      message.alta === undefined
        ? undefined
        : `${message.alta.slice(0, 4)}-${message.alta.slice(4, 6)}-${message.alta.slice(6, 8)}`,
    ),
    findProviderConnectivity(deps.db, session.providerId),
  ]);
  const assessment = assessCoverage(rows, creden.middle, connectivity);
  const { affiliate, verdict, decision } = assessment;
  if (!affiliate || !verdict.isValid) {
    throw new HttpError(422, AFFILIATE_MESSAGES.invalid, 'AFFILIATE_INVALID', {
      details: [
        { path: 'creden', message: verdict.message ?? AFFILIATE_MESSAGES.credentialNotFound },
      ],
    });
  }
  if (!assessment.service) {
    throw new HttpError(422, COVERAGE_MESSAGES.unknownService, 'UNKNOWN_SERVICE');
  }
  // A service the plan does not list is not covered.
  if (!decision) throw new HttpError(422, COVERAGE_MESSAGES.notCovered, 'NOT_COVERED');
  if (decision.kind !== 'approved') {
    throw new HttpError(422, decision.message, REFUSALS[decision.kind]);
  }

  let terminalId: number | null = null;
  if (message.termId) {
    const terminal = await findActiveTerminal(deps.db, session.providerId, message.termId);
    if (!terminal)
      throw new HttpError(422, CONNECTIVITY_MESSAGES.unknownTerminal, 'UNKNOWN_TERMINAL');
    terminalId = terminal.id;
  } else if (decision.requiresTerminal) {
    throw new HttpError(422, COVERAGE_MESSAGES.terminalRequired, 'TERMINAL_REQUIRED');
  }
  const icd = message.icd ? await knownDiagnosis(deps.db, message.icd) : null;

  const ticket = await insertTransaction(deps.db, {
    providerId: session.providerId,
    userId: session.userId,
    tipo: message.tipoMensaje,
    affiliateId: affiliate.affiliateId,
    planId: affiliate.planId,
    serviceCodigo: message.prestacion,
    cantidad: message.cantidad,
    icd,
    modCobert: assessment.coverage?.mod_cobert ?? null,
    copago: (assessment.copago ?? 0) * message.cantidad,
    terminalId,
    circleId: decision.throughCircle ? (connectivity.circle?.id ?? null) : null,
    origen: assessment.coverage?.origenDeTransaccion ?? 0,
    fechaPrestacion: message.alta ?? today,
    estado: 'abierta',
    mensaje: messageRecord(message),
    createdAt: now,
  });
  return ticketOf(deps.db, session.providerId, ticket);
}

/** POST .../ingresa-diagnostico: an ID ticket on one of the provider's open service tickets. */
export async function enterDiagnosis(
  deps: ConnectivityDeps,
  session: LiveSession,
  pathId: number,
  input: { nroTicket: number; icd: string },
): Promise<ConnectivityTicket> {
  ownProvider(session.providerId, pathId);
  const icd = await knownDiagnosis(deps.db, input.icd);
  const now = deps.clock.now();
  const ticket = await deps.db.transaction(async (tx) => {
    const parent = await lockTransaction(tx, session.providerId, input.nroTicket);
    if (!parent) throw new HttpError(404, CONNECTIVITY_MESSAGES.ticketNotFound, 'NOT_FOUND');
    if (parent.tipo === 'ID')
      throw new HttpError(422, CONNECTIVITY_MESSAGES.notAService, 'NOT_A_SERVICE');
    if (parent.estado === 'anulada') {
      throw new HttpError(409, CONNECTIVITY_MESSAGES.parentCancelled, 'ALREADY_CANCELLED');
    }
    return insertTransaction(tx, {
      providerId: session.providerId,
      userId: session.userId,
      tipo: 'ID',
      parentId: parent.id,
      affiliateId: parent.affiliateId,
      planId: parent.planId,
      icd,
      terminalId: parent.terminalId,
      circleId: parent.circleId,
      origen: parent.origen,
      fechaPrestacion: formatServerDate(now),
      estado: 'abierta',
      mensaje: {},
      createdAt: now,
    });
  });
  return ticketOf(deps.db, session.providerId, ticket);
}

/** Cancels one of the provider's open tickets: a diagnosis (ID) or a service with its diagnoses. */
export async function cancelTicket(
  deps: ConnectivityDeps,
  session: LiveSession,
  pathId: number,
  nroTicket: number,
  kind: 'service' | 'diagnosis',
): Promise<ConnectivityTicket> {
  ownProvider(session.providerId, pathId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, session.providerId, nroTicket);
    if (!row) throw new HttpError(404, CONNECTIVITY_MESSAGES.ticketNotFound, 'NOT_FOUND');
    if (kind === 'diagnosis' && row.tipo !== 'ID') {
      throw new HttpError(422, CONNECTIVITY_MESSAGES.notADiagnosis, 'NOT_A_DIAGNOSIS');
    }
    if (kind === 'service' && row.tipo === 'ID') {
      throw new HttpError(422, CONNECTIVITY_MESSAGES.notAService, 'NOT_A_SERVICE');
    }
    if (row.estado === 'anulada') {
      throw new HttpError(409, CONNECTIVITY_MESSAGES.alreadyCancelled, 'ALREADY_CANCELLED');
    }
    await cancelTransaction(tx, row.id, session.userId, now, kind === 'service');
  });
  return ticketOf(deps.db, session.providerId, nroTicket);
}

export async function reprintTicket(
  deps: ConnectivityDeps,
  session: LiveSession,
  pathId: number,
  nroTicket: number,
): Promise<ConnectivityTicket> {
  ownProvider(session.providerId, pathId);
  return ticketOf(deps.db, session.providerId, nroTicket);
}

/** POST .../elegibilidad: the affiliate and, with a service, its coverage; writes nothing. */
export async function eligibility(
  deps: ConnectivityDeps,
  session: LiveSession,
  pathId: number,
  input: {
    creden: { contra: number; middle: number; inte: number };
    prestacion?: number | undefined;
  },
): Promise<EligibilityResponse> {
  ownProvider(session.providerId, pathId);
  const { creden } = input;
  const [rows, connectivity] = await Promise.all([
    findCoverageFacts(deps.db, creden.contra, creden.inte, input.prestacion ?? null),
    findProviderConnectivity(deps.db, session.providerId),
  ]);
  const assessment = assessCoverage(rows, creden.middle, connectivity);
  const { affiliate, verdict, decision } = assessment;
  const asked = input.prestacion !== undefined && verdict.isValid;
  const serviceNote = !asked
    ? null
    : !assessment.service
      ? COVERAGE_MESSAGES.unknownService
      : !assessment.coverage
        ? COVERAGE_MESSAGES.noCoverageData
        : null;
  return {
    isValid: verdict.isValid,
    mensaje: verdict.message ?? serviceNote,
    afiliado: affiliate
      ? {
          numero: formatAffiliateNumber(affiliate),
          nombre: affiliate.nombre,
          apellido: affiliate.apellido,
          estadoDesc: affiliate.estadoDesc,
          plan: { codigo: affiliate.planId, descripcion: affiliate.planDescripcion },
        }
      : null,
    prestacion: verdict.isValid ? assessment.service : null,
    cobertura: assessment.coverage,
    decision: decision ? { kind: decision.kind, mensaje: decision.message } : null,
    copago: assessment.copago,
  };
}

export async function exceptedServicesOf(
  deps: ConnectivityDeps,
  session: LiveSession,
  pathId: number,
  planId: number,
) {
  ownProvider(session.providerId, pathId);
  return findExceptedServices(deps.db, planId);
}
