import type {
  MedicationDto,
  PrescriberResponse,
  PrescriptionRequest,
  WrittenPrescriptionResponse,
} from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import {
  PRESCRIPTION_MESSAGES,
  VADEMECUM_SUGGESTIONS,
  cancelProblem,
  itemsProblem,
} from '@portal/domain/prescriptions';
import { formatOrderDate } from '@portal/domain/format';
import { licenceText } from '@portal/domain/profile';
import { normalizeIcd, searchKey } from '@portal/domain/coverage';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { findDiagnosis } from '../coverage/public.ts';
import {
  cancelPrescription,
  findPrescription,
  insertPrescription,
  requirePatient,
} from '../medical-attention/public.ts';
import { providerLicences } from '../profile/public.ts';
import {
  findMedications,
  findMedicationsById,
  findPrescriber,
} from './prescriptions.repository.ts';

export interface PrescriptionDeps {
  db: Db;
  clock: Clock;
}

/** Who prescribes: the session's user and provider. */
export interface Prescriber {
  providerId: number;
  userId: number;
}

const notFound = () => new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');

export async function searchVademecum(
  deps: PrescriptionDeps,
  search: string,
): Promise<MedicationDto[]> {
  const words = searchKey(search).split(' ').filter(Boolean);
  return words.length === 0 ? [] : findMedications(deps.db, words, VADEMECUM_SUGGESTIONS);
}

export async function prescriber(
  deps: PrescriptionDeps,
  caller: Prescriber,
  providerId: number,
): Promise<PrescriberResponse> {
  ownProvider(caller.providerId, providerId);
  const [row, licences] = await Promise.all([
    findPrescriber(deps.db, providerId),
    providerLicences(deps.db, providerId),
  ]);
  if (!row) throw notFound();
  const [licence] = licences;
  return {
    nombre: `${row.nombreAbre} ${row.apeRazonSocial}`.trim(),
    matricula: licence ? licenceText(licence) : null,
  };
}

/**
 * Writes a prescription: the caller's provider, a valid patient (atencion-medica's guard), the
 * prescriber's licence on file, one to three different vademécum medications and a real ICD
 * code; then one transaction for the prescription and its items.
 */
export async function writePrescription(
  deps: PrescriptionDeps,
  caller: Prescriber,
  providerId: number,
  body: PrescriptionRequest,
): Promise<WrittenPrescriptionResponse> {
  ownProvider(caller.providerId, providerId);
  const ids = body.items.map((item) => item.medicamento);
  const problem = itemsProblem(ids);
  if (problem) throw new HttpError(400, problem, 'VALIDATION');
  const patient = await requirePatient(deps, body);
  const who = await prescriber(deps, caller, providerId);
  if (!who.matricula) throw new HttpError(422, PRESCRIPTION_MESSAGES.noLicence, 'NO_LICENCE');
  const medications = new Map((await findMedicationsById(deps.db, ids)).map((m) => [m.id, m]));
  if (medications.size !== ids.length) {
    throw new HttpError(422, PRESCRIPTION_MESSAGES.unknownMedication, 'UNKNOWN_MEDICATION');
  }
  // Codes are stored without the dot (domain normalizeIcd) and shown with it.
  const stored = normalizeIcd(body.diagnostico);
  const diagnosis = await findDiagnosis(deps.db, stored);
  if (!diagnosis) {
    throw new HttpError(422, PRESCRIPTION_MESSAGES.unknownDiagnosis, 'UNKNOWN_DIAGNOSIS');
  }
  const code = stored.length > 3 ? `${stored.slice(0, 3)}.${stored.slice(3)}` : stored;
  const items = body.items.map((item) => {
    const medication = medications.get(item.medicamento)!;
    return {
      medicamento: `${medication.marca} (${medication.generico})`,
      presentacion: medication.presentacion,
      cantidad: item.cantidad,
      posologia: item.posologia,
    };
  });
  const issuedAt = deps.clock.now();
  const diagnostico = `${code} — ${diagnosis.denominacion}`;
  const numero = await insertPrescription(deps.db, {
    affiliateId: patient.affiliateId,
    providerId,
    userId: caller.userId,
    prescriptor: who.nombre,
    matricula: who.matricula,
    diagnosisCode: code,
    diagnostico,
    issuedAt,
    items,
  });
  return {
    numero,
    mensaje: `${PRESCRIPTION_MESSAGES.written} ${numero}.`,
    fecha: formatOrderDate(issuedAt),
    prescriptor: who.nombre,
    matricula: who.matricula,
    diagnostico,
    items,
  };
}

/** A prescription the caller's provider wrote; another's answers not found. */
export async function ownPrescription(
  deps: PrescriptionDeps,
  caller: Prescriber,
  params: { id: number; numero: number },
) {
  ownProvider(caller.providerId, params.id);
  const row = await findPrescription(deps.db, String(params.numero));
  if (!row || row.providerId !== params.id) throw notFound();
  return row;
}

export async function cancelOwnPrescription(
  deps: PrescriptionDeps,
  caller: Prescriber,
  params: { id: number; numero: number },
) {
  const row = await ownPrescription(deps, caller, params);
  const problem = cancelProblem(row, caller.providerId);
  if (problem) throw new HttpError(409, problem, 'NOT_CANCELLABLE');
  if (!(await cancelPrescription(deps.db, row.id, deps.clock.now()))) {
    throw new HttpError(409, PRESCRIPTION_MESSAGES.notCancellable, 'NOT_CANCELLABLE');
  }
  return {
    numero: row.numero,
    estado: 'anulada' as const,
    mensaje: PRESCRIPTION_MESSAGES.cancelled,
  };
}
