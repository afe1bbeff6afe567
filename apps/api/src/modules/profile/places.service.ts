import type { PlaceData, PlaceSaveResponse, ProfilePlace } from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import {
  PROFILE_MESSAGES,
  WEEKDAY_IDS,
  argentinaIsoDay,
  placeChanges,
  readHours,
  type PlaceView,
  type Weekday,
} from '@portal/domain/profile';
import type { LiveSession } from '../../access/session.ts';
import { HttpError } from '../../lib/errors.ts';
import * as places from './places.repository.ts';
import { findLocality } from './profile.repository.ts';
import { callerProvider } from './profile.service.ts';
import { pendingRequests, type PendingRow } from './requests.repository.ts';
import { fileChangeRequest, toPendingChange, type ProfileDeps } from './requests.service.ts';
import { requireSection } from './sections.ts';

/** Mis datos' service addresses: address, phone, hours Monday to Friday, consulting rooms. */

type Hours = Record<Weekday, string | null>;
const CLOSED: Hours = { lun: null, mar: null, mier: null, jue: null, vie: null };

function toPlace(row: places.PlaceRow, pending: readonly PendingRow[]): ProfilePlace {
  const open = pending.find((request) => request.placeId === row.id);
  return {
    id: row.id,
    descripcion: row.descripcion,
    calle: row.calle,
    numero: row.numero,
    provincia: { id: row.provinceId, descripcion: row.provincia },
    localidad: { id: row.localityId, descripcion: row.localidad },
    telefono: row.telefono ?? '',
    horarios: row.horarios ?? CLOSED,
    consultorios: row.consultorios ?? [],
    pendiente: open ? toPendingChange(open) : null,
  };
}

export async function listPlaces(deps: ProfileDeps, session: LiveSession, code: number) {
  const provider = await callerProvider(deps, session, code);
  requireSection(provider.tipo, 'domicilios');
  const [rows, pending] = await Promise.all([
    places.listPlaces(deps.db, provider.id, argentinaIsoDay(deps.clock.now())),
    pendingRequests(deps.db, provider.id, 'domicilios'),
  ]);
  return { lugares: rows.map((row) => toPlace(row, pending)) };
}

function readAllHours(horarios: PlaceData['horarios']): Hours {
  const result = { ...CLOSED };
  for (const day of WEEKDAY_IDS) {
    const read = readHours(horarios[day]);
    if (!read.ok) throw new HttpError(400, PROFILE_MESSAGES.hoursInvalid, 'HOURS_INVALID');
    result[day] = read.value;
  }
  return result;
}

const viewOf = (place: {
  calle: string;
  numero: string;
  localidad: string;
  provincia: string;
  telefono: string;
  horarios: Hours;
  consultorios: readonly string[];
}): PlaceView => ({
  domicilio: `${place.calle} ${place.numero}`,
  localidad: `${place.localidad}, ${place.provincia}`,
  telefono: place.telefono,
  horarios: place.horarios,
  consultorios: place.consultorios,
});

/**
 * PUT .../lugaresAtencion/{lugar}: the phone is contact data and changes at once; the address,
 * hours and consulting rooms become a request. Both in one transaction when both change.
 */
export async function savePlace(
  deps: ProfileDeps,
  session: LiveSession,
  params: { code: number; lugar: number },
  body: PlaceData,
): Promise<PlaceSaveResponse> {
  const provider = await callerProvider(deps, session, params.code);
  requireSection(provider.tipo, 'domicilios');
  const row = await places.findPlace(deps.db, provider.id, params.lugar);
  if (!row) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  const locality = await findLocality(deps.db, body.localidadId);
  if (!locality || locality.provinceId !== body.provinciaId) {
    throw new HttpError(400, PROFILE_MESSAGES.unknownLocality, 'UNKNOWN_LOCALITY');
  }
  const horarios = readAllHours(body.horarios);
  const consultorios = body.consultorios.map((room) => room.trim());
  const { phoneChanged, request } = placeChanges(
    viewOf({
      ...row,
      telefono: row.telefono ?? '',
      horarios: row.horarios ?? CLOSED,
      consultorios: row.consultorios ?? [],
    }),
    viewOf({
      ...body,
      localidad: locality.nombre,
      provincia: locality.provincia,
      horarios,
      consultorios,
    }),
  );
  if (!phoneChanged && request.length === 0) {
    throw new HttpError(400, PROFILE_MESSAGES.noChanges, 'NO_CHANGES');
  }
  let mensaje: string = PROFILE_MESSAGES.contactSaved;
  if (request.length === 0) {
    await places.savePlacePhone(deps.db, row.id, body.telefono);
  } else {
    const pendiente = await fileChangeRequest(deps, session, provider, {
      section: 'domicilios',
      title: `Domicilio de atencion ${row.descripcion}`,
      changes: request,
      placeId: row.id,
      propuesta: {
        calle: body.calle,
        numero: body.numero,
        localidadId: locality.id,
        horarios,
        consultorios,
      },
      alsoWrite: phoneChanged
        ? (tx) => places.savePlacePhone(tx, row.id, body.telefono)
        : undefined,
    });
    mensaje = PROFILE_MESSAGES.requestFiled(pendiente.nroTramite);
  }
  const [saved, pending] = await Promise.all([
    places.findPlace(deps.db, provider.id, row.id),
    pendingRequests(deps.db, provider.id, 'domicilios'),
  ]);
  return { mensaje, lugar: toPlace(saved!, pending) };
}
