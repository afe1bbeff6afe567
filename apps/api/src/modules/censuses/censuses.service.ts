import { AFFILIATE_MESSAGES, affiliateVerdict } from '@portal/domain/affiliates';
import {
  CENSUS_MESSAGES,
  CENSUS_MOVEMENT_LABELS,
  CENSUS_MOVEMENTS,
  CENSUS_NEWBORN_LABELS,
  CENSUS_NEWBORNS,
  CENSUS_PENDING,
  censusCode,
  censusDateProblem,
  censusProblem,
  censusSearchRange,
  type CensusNewborn,
} from '@portal/domain/censuses';
import { parseTypedDate } from '@portal/domain/format';
import { sanitizeObservation } from '@portal/domain/support-cases';
import type {
  CensusOptionsResponse,
  CensusRegistration,
  CensusRow,
  CensusSearchQuery,
  CensusSearchResponse,
} from '@portal/contracts';
import type { LiveSession } from '../../access/session.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import type { AffiliatesDeps } from '../affiliates/public.ts';
import { findCoverageFacts, findPlaces } from '../coverage/public.ts';
import { isoDayOf, isoOfServerDay, toCensusRow } from './census-rows.ts';
import {
  findPatientHistory,
  insertCensusRow,
  lockAffiliate,
  searchCensusRows,
} from './censuses.repository.ts';

export interface CensusesDeps extends AffiliatesDeps {
  db: Db;
  clock: Clock;
}

const REFUSALS = {
  duplicate: [409, 'CENSUS_DUPLICATE', CENSUS_MESSAGES.duplicate],
  noAdmission: [422, 'NO_ADMISSION', CENSUS_MESSAGES.noAdmission],
  alreadyAdmitted: [422, 'ALREADY_ADMITTED', CENSUS_MESSAGES.alreadyAdmitted],
  overlap: [422, 'STAY_OVERLAP', CENSUS_MESSAGES.overlap],
} as const;

/** GET .../opciones: the places in force today, the movements and the newborn choices. */
export async function censusOptions(
  deps: CensusesDeps,
  session: LiveSession,
  pathId: number,
): Promise<CensusOptionsResponse> {
  ownProvider(session.providerId, pathId);
  const places = await findPlaces(deps.db, session.providerId, isoDayOf(deps.clock.now()));
  return {
    lugares: places.map((place) => ({ id: place.id, descripcion: place.descripcion })),
    movimientos: CENSUS_MOVEMENTS.map((id) => ({ id, descripcion: CENSUS_MOVEMENT_LABELS[id] })),
    recienNacidos: CENSUS_NEWBORNS.map((id) => ({ id, descripcion: CENSUS_NEWBORN_LABELS[id] })),
  };
}

/** The affiliate of the row, valid by the §5 rules (the validator's answer), or a 422. */
async function validAffiliate(db: Db, contra: number, inte: number) {
  const [affiliate] = await findCoverageFacts(db, contra, inte, null);
  const verdict = affiliateVerdict({ affiliate: affiliate ?? null });
  if (!affiliate || !verdict.isValid) {
    throw new HttpError(422, AFFILIATE_MESSAGES.invalid, 'AFFILIATE_INVALID', {
      details: [
        { path: 'afiliado', message: verdict.message ?? AFFILIATE_MESSAGES.credentialNotFound },
      ],
    });
  }
  return affiliate;
}

/**
 * POST .../registros: a movement of a valid affiliate (or a newborn under its number) on a day
 * not after today, at one of the provider's places in force that day; checked against the
 * patient's rows and written in one transaction that holds the affiliate's row, so the rules
 * cannot be raced. Every refusal writes nothing.
 */
export async function registerCensus(
  deps: CensusesDeps,
  session: LiveSession,
  pathId: number,
  input: CensusRegistration,
): Promise<CensusRow> {
  ownProvider(session.providerId, pathId);
  const now = deps.clock.now();
  // The contract has read the day already; null here would be a contract bug, not input.
  const day = parseTypedDate(input.fecha) ?? now;
  const dateProblem = censusDateProblem(day, now);
  if (dateProblem) {
    throw new HttpError(422, dateProblem, 'INVALID_DATE', {
      details: [{ path: 'fecha', message: dateProblem }],
    });
  }
  const fecha = isoDayOf(day);
  const { contra, inte } = input.afiliado;
  const [affiliate, places] = await Promise.all([
    validAffiliate(deps.db, contra, inte),
    findPlaces(deps.db, session.providerId, fecha),
  ]);
  const place = places.find((candidate) => candidate.id === input.lugarAtencionPrestador);
  if (!place) {
    throw new HttpError(422, CENSUS_MESSAGES.unknownPlace, 'UNKNOWN_PLACE', {
      details: [{ path: 'lugarAtencionPrestador', message: CENSUS_MESSAGES.unknownPlace }],
    });
  }
  const recienNacido = input.recienNacido as CensusNewborn;
  const codigo = censusCode(input.movimiento, recienNacido);
  const observacion = input.observacion ? sanitizeObservation(input.observacion) || null : null;

  const id = await deps.db.transaction(async (tx) => {
    await lockAffiliate(tx, affiliate.affiliateId);
    const history = await findPatientHistory(tx, session.providerId, contra, inte);
    const problem = censusProblem(
      history.map((row) => ({
        fecha: row.fecha,
        movimiento: row.movimiento,
        recienNacido: row.recienNacido as CensusNewborn,
      })),
      { fecha, movimiento: input.movimiento, recienNacido },
    );
    if (problem) {
      const [status, code, message] = REFUSALS[problem];
      throw new HttpError(status, message, code);
    }
    const inserted = await insertCensusRow(tx, {
      providerId: session.providerId,
      userId: session.userId,
      affiliateId: affiliate.affiliateId,
      contra,
      inte,
      recienNacido,
      fecha,
      movimiento: input.movimiento,
      codigo,
      attentionPlaceId: place.id,
      observacion,
      createdAt: now,
    });
    // Two requests that passed the check together: the unique index keeps the first.
    if (inserted === null) {
      const [status, code, message] = REFUSALS.duplicate;
      throw new HttpError(status, message, code);
    }
    return inserted;
  });

  return toCensusRow({
    id,
    fecha,
    movimiento: input.movimiento,
    recienNacido,
    codigo,
    contra: affiliate.contra,
    middle: affiliate.middle,
    inte: affiliate.inte,
    nombre: affiliate.nombre,
    apellido: affiliate.apellido,
    placeId: place.id,
    placeDescripcion: place.descripcion,
    observacion,
    createdAt: now,
    estado: CENSUS_PENDING,
    mensajeAuditoria: null,
  });
}

/** GET .../registros: the provider's rows in the range (default the last 15 days), by pages. */
export async function searchCensus(
  deps: CensusesDeps,
  session: LiveSession,
  pathId: number,
  query: CensusSearchQuery,
): Promise<CensusSearchResponse> {
  ownProvider(session.providerId, pathId);
  const range = censusSearchRange(query, deps.clock.now());
  if (!range.ok) throw new HttpError(400, range.message, 'INVALID_RANGE');
  const { rows, total } = await searchCensusRows(
    deps.db,
    {
      providerId: session.providerId,
      from: isoOfServerDay(range.fechaDesde),
      to: isoOfServerDay(range.fechaHasta),
      contra: query.contra,
      inte: query.inte,
      movimiento: query.movimiento,
    },
    { offset: (query.pagina - 1) * query.cantidad, limit: query.cantidad },
  );
  return {
    fechaDesde: range.fechaDesde,
    fechaHasta: range.fechaHasta,
    pagina: query.pagina,
    cantidad: query.cantidad,
    total,
    filas: rows.map(toCensusRow),
  };
}
