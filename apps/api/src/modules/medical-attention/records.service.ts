import type {
  CareHistoryResponse,
  PrescriptionDto,
  RecetasResponse,
  VaccinesResponse,
} from '@portal/contracts';
import {
  PRESCRIPTION_STATE_TEXT,
  RECETAS_DEFAULT_PAGE_SIZE,
  RECETAS_DEFAULT_WINDOW_DAYS,
  recetasWindowProblem,
  stayText,
  type PrescriptionState,
} from '@portal/domain/medical-attention';
import { addDays, formatOrderDate, formatServerDate, parseExp } from '@portal/domain/format';
import { HttpError } from '../../lib/errors.ts';
import type { MedicalDeps, Reader } from './deps.ts';
import { patientRead, type PatientQuery } from './patient.service.ts';
import { findCareEvents, findPrescriptions, findVaccines } from './records.repository.ts';

/** 'YYYY-MM-DD' (a date column) → dd/mm/yyyy, as the user reads dates. */
export const shownDay = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function vaccines(
  deps: MedicalDeps,
  reader: Reader,
  providerId: number,
  query: PatientQuery,
): Promise<VaccinesResponse> {
  return patientRead(deps, reader, providerId, query, 'vacunas', async (patient) => ({
    paciente: patient.paciente,
    vacunas: (await findVaccines(deps.db, patient.affiliateId)).map((row) => ({
      id: row.id,
      fecha: shownDay(row.appliedOn),
      vacuna: row.vacuna,
      dosis: row.dosis,
      lote: row.lote,
      vacunatorio: row.vacunatorio,
    })),
  }));
}

export interface RecetasQuery extends PatientQuery {
  fecha_desde?: string | undefined;
  fecha_hasta?: string | undefined;
  cantidad?: number | undefined;
  pagina?: number | undefined;
}

/** Spec §7 recetas: newest first within [fecha_desde, fecha_hasta], `cantidad` a page. */
export function recetas(
  deps: MedicalDeps,
  reader: Reader,
  providerId: number,
  query: RecetasQuery,
): Promise<RecetasResponse> {
  const today = deps.clock.now();
  const hasta = query.fecha_hasta ?? formatServerDate(today);
  const desde = query.fecha_desde ?? formatServerDate(addDays(today, -RECETAS_DEFAULT_WINDOW_DAYS));
  const problem = recetasWindowProblem(desde, hasta);
  if (problem) throw new HttpError(400, problem, 'VALIDATION');
  const cantidad = query.cantidad ?? RECETAS_DEFAULT_PAGE_SIZE;
  const pagina = query.pagina ?? 1;
  return patientRead(deps, reader, providerId, query, 'recetas', async (patient) => {
    const { total, rows, items } = await findPrescriptions(deps.db, {
      affiliateId: patient.affiliateId,
      // Both are real days: the contract's serverDay checked them.
      from: parseExp(`${desde}000000`)!,
      until: addDays(parseExp(`${hasta}000000`)!, 1),
      offset: (pagina - 1) * cantidad,
      limit: cantidad,
    });
    return {
      paciente: patient.paciente,
      fecha_desde: desde,
      fecha_hasta: hasta,
      pagina,
      cantidad,
      total,
      recetas: rows.map((row): PrescriptionDto => {
        const estado = row.estado as PrescriptionState;
        return {
          numero: row.numero,
          fecha: formatOrderDate(row.issuedAt),
          prescriptor: row.prescriptor,
          matricula: row.matricula,
          diagnostico: row.diagnostico,
          estado,
          estadoDescripcion: PRESCRIPTION_STATE_TEXT[estado],
          items: items
            .filter((item) => item.prescriptionId === row.id)
            .map(({ medicamento, presentacion, cantidad: units, posologia }) => ({
              medicamento,
              presentacion,
              cantidad: units,
              posologia,
            })),
          anulable: row.providerId === reader.providerId && estado === 'emitida',
        };
      }),
    };
  });
}

export function careHistory(
  deps: MedicalDeps,
  reader: Reader,
  providerId: number,
  query: PatientQuery,
): Promise<CareHistoryResponse> {
  return patientRead(deps, reader, providerId, query, 'historial', async (patient) => {
    const rows = await findCareEvents(deps.db, patient.affiliateId);
    const event = (row: (typeof rows)[number]) => ({
      id: row.id,
      fecha: shownDay(row.fecha),
      descripcion: row.descripcion,
      prestador: row.prestador,
      detalle: row.detalle,
    });
    return {
      paciente: patient.paciente,
      consumos: rows.filter((row) => row.kind === 'consumo').map(event),
      visitas: rows.filter((row) => row.kind === 'visita').map(event),
      internaciones: rows
        .filter((row) => row.kind === 'internacion')
        .map((row) => {
          const hasta = row.hasta ? shownDay(row.hasta) : null;
          return { ...event(row), hasta, estadia: stayText(shownDay(row.fecha), hasta) };
        }),
    };
  });
}
