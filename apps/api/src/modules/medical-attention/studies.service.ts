import type { StudiesResponse, StudyDto } from '@portal/contracts';
import { callPath, studyFileCall } from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { safeEqual } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import type { MedicalDeps, Reader } from './deps.ts';
import { patientRead, type PatientQuery } from './patient.service.ts';
import { findStudies, findStudyFile } from './records.repository.ts';
import { shownDay } from './records.service.ts';

/** A study's file link lasts this long: enough to open it, too short to pass around. */
export const STUDY_LINK_MS = 10 * 60_000;

/**
 * `<expiry ms>.<signature>`: the server's token secret signs provider, study and expiry, so the
 * file call needs no second look at the patient (the listing checked and recorded it).
 */
function signature(deps: MedicalDeps, providerId: number, study: number, expires: number) {
  const signed = deps.tokens.sign(`estudio:${providerId}:${study}:${expires}`);
  return signed.slice(signed.lastIndexOf('.') + 1);
}

export function studyToken(deps: MedicalDeps, providerId: number, study: number): string {
  const expires = deps.clock.now().getTime() + STUDY_LINK_MS;
  return `${expires}.${signature(deps, providerId, study, expires)}`;
}

function tokenHolds(deps: MedicalDeps, providerId: number, study: number, token: string) {
  const [expiresText = '', given = ''] = token.split('.');
  const expires = Number(expiresText);
  if (!/^\d{1,15}$/.test(expiresText) || expires < deps.clock.now().getTime()) return false;
  return safeEqual(given, signature(deps, providerId, study, expires));
}

export function studies(
  deps: MedicalDeps,
  reader: Reader,
  providerId: number,
  query: PatientQuery,
): Promise<StudiesResponse> {
  return patientRead(deps, reader, providerId, query, 'estudios', async (patient) => {
    const rows = await findStudies(deps.db, patient.affiliateId);
    const dto = (row: (typeof rows)[number]): StudyDto => {
      const token = studyToken(deps, providerId, row.id);
      const path = callPath(studyFileCall, { id: providerId, estudio: row.id });
      return {
        id: row.id,
        fecha: shownDay(row.performedOn),
        titulo: row.titulo,
        prestador: row.prestador,
        descripcion: row.descripcion,
        token,
        url: `${path}?token=${encodeURIComponent(token)}`,
        contentType: row.contentType,
      };
    };
    return {
      paciente: patient.paciente,
      informes: rows.filter((row) => row.kind === 'informe').map(dto),
      imagenes: rows.filter((row) => row.kind === 'imagen').map(dto),
    };
  });
}

/** A file a listing signed for this provider a moment ago; anything else is not found. */
export async function studyFile(
  deps: MedicalDeps,
  reader: Reader,
  params: { id: number; estudio: number },
  token: string,
) {
  ownProvider(reader.providerId, params.id);
  const notFound = new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  if (!tokenHolds(deps, params.id, params.estudio, token)) throw notFound;
  const file = await findStudyFile(deps.db, params.estudio);
  if (!file) throw notFound;
  return file;
}
