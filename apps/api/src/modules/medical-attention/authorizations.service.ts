import type { PatientAuthorizationsResponse } from '@portal/contracts';
import { AUTHORIZATION_STATE } from '@portal/domain/authorizations';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { formatOrderDate } from '@portal/domain/format';
import { HttpError } from '../../lib/errors.ts';
import { authorizationPdf, findCaseAuthorizations } from '../authorizations/public.ts';
import type { MedicalDeps, Reader } from './deps.ts';
import { patientRead, type PatientQuery } from './patient.service.ts';

/** The patient's authorizations the caller's provider filed (the authorizations area's own). */
export function patientAuthorizations(
  deps: MedicalDeps,
  reader: Reader,
  providerId: number,
  query: PatientQuery,
): Promise<PatientAuthorizationsResponse> {
  return patientRead(deps, reader, providerId, query, 'autorizaciones', async (patient) => {
    const rows = await findCaseAuthorizations(deps.db, {
      providerId,
      contra: patient.paciente.contra,
      inte: patient.paciente.inte,
    });
    return {
      paciente: patient.paciente,
      autorizaciones: rows.map((row) => ({
        nroAutorizacion: row.nroAutorizacion,
        fecha: formatOrderDate(row.fecha),
        prestacion: row.prestacion,
        estadoDesc: row.estadoDesc,
        pdf: row.estado === AUTHORIZATION_STATE.aprobado,
      })),
    };
  });
}

/** The authorizations area's printable PDF, of one of this patient's only. */
export function patientAuthorizationPdf(
  deps: MedicalDeps,
  reader: Reader,
  params: { id: number; nro: number },
  query: PatientQuery,
): Promise<Uint8Array> {
  return patientRead(deps, reader, params.id, query, 'autorizaciones', async (patient) => {
    const [row] = await findCaseAuthorizations(deps.db, {
      providerId: params.id,
      contra: patient.paciente.contra,
      inte: patient.paciente.inte,
      nro: params.nro,
    });
    if (!row) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
    return authorizationPdf(deps, params.id, params);
  });
}
