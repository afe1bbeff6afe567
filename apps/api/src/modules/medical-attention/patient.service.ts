import { AFFILIATE_MESSAGES, formatAffiliateNumber } from '@portal/domain/affiliates';
import {
  PATIENT_ACCESS_ACTION,
  patientAccessReference,
  type MedicalRecordPage,
} from '@portal/domain/medical-attention';
import { recordAudit } from '../../plugins/audit.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { findAffiliatesByNumber, validationAnswer } from '../affiliates/public.ts';
import type { MedicalDeps, Reader } from './deps.ts';
import { findAffiliateId } from './records.repository.ts';

export interface PatientQuery {
  contra?: number | undefined;
  middle?: number | undefined;
  inte?: number | undefined;
}

export interface Patient {
  affiliateId: number;
  paciente: { contra: number; middle: number; inte: number; nombre: string; apellido: string };
}

/**
 * Spec §2's guard on the server: no patient named answers 'No se ha ingresado un afiliado…',
 * one the validator would not accept '…no es válido…'; either way nothing is read or recorded.
 */
export async function requirePatient(
  deps: Pick<MedicalDeps, 'db'>,
  query: PatientQuery,
): Promise<Patient> {
  const { contra, middle, inte } = query;
  if (contra === undefined || inte === undefined) {
    throw new HttpError(400, AFFILIATE_MESSAGES.missing, 'AFFILIATE_MISSING');
  }
  const rows = await findAffiliatesByNumber(deps.db, contra, inte);
  const answer = validationAnswer({ contra, middle, inte }, rows);
  const row = rows.find((candidate) => candidate.middle === answer.credential.middle);
  const affiliateId = row && answer.isValid ? await findAffiliateId(deps.db, row) : null;
  if (!row || affiliateId === null) {
    throw new HttpError(422, AFFILIATE_MESSAGES.invalid, 'AFFILIATE_INVALID');
  }
  return {
    affiliateId,
    paciente: {
      contra: row.contra,
      middle: row.middle,
      inte: row.inte,
      nombre: row.nombre,
      apellido: row.apellido,
    },
  };
}

/**
 * One audit_log row per access to a patient's data: who (user, provider, session), which patient
 * (kept in the row for the insurer's audit, not shown in the team's view), which page, when.
 * Awaited before the answer leaves: an access that cannot be recorded is not served.
 */
export async function recordAccess(
  deps: MedicalDeps,
  reader: Reader,
  patient: Patient,
  page: MedicalRecordPage,
): Promise<void> {
  const { contra, middle, inte } = patient.paciente;
  await recordAudit(deps.db, deps.clock, {
    action: PATIENT_ACCESS_ACTION,
    userId: reader.userId,
    providerId: reader.providerId,
    sessionId: reader.sessionId,
    details: {
      referencia: patientAccessReference(page),
      pagina: page,
      afiliado: formatAffiliateNumber({ contra, middle, inte }),
    },
  });
}

/** The caller's own provider, the patient checked, then the read, then the record of it. */
export async function patientRead<T>(
  deps: MedicalDeps,
  reader: Reader,
  providerId: number,
  query: PatientQuery,
  page: MedicalRecordPage,
  read: (patient: Patient) => Promise<T>,
): Promise<T> {
  ownProvider(reader.providerId, providerId);
  const patient = await requirePatient(deps, query);
  const answer = await read(patient);
  await recordAccess(deps, reader, patient, page);
  return answer;
}
