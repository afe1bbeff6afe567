import {
  DIRECTORY_MAX_PAGE,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_RADIUS_KM,
} from '../directory/constants.ts';
import { PORTAL_SYSTEMS, SECTION_OF_CATEGORY, type PlanNetCategory } from './plan-net.ts';

/*
 * The directory's FHIR search parameters, read into what the cartilla's search takes. Every
 * refusal is a sentence the HIS's integrator reads (Spanish, as the portal's).
 */

/** Entries a page holds: Plan-Net sets none; 10 unless asked, 50 at most (a card is cheap). */
export const FHIR_DIRECTORY_COUNT = { default: 10, max: 50 } as const;
/** The furthest entry a search reaches: as far as the cartilla's last page. */
export const FHIR_DIRECTORY_MAX_OFFSET = DIRECTORY_MAX_PAGE * DIRECTORY_PAGE_SIZE;
/** `near` with no distance looks as far as the cartilla does; more than this is a country. */
export const FHIR_NEAR_MAX_KM = 500;
const KM_PER_MILE = 1.609344;

/**
 * What the client sent, repeated in a message only when it is plain (a FHIR id's or a
 * parameter name's characters): a control character or a lone surrogate would make the
 * OperationOutcome itself invalid FHIR, and a long text would only be noise.
 */
/** FHIR R4's id: what a read may name and an answer may repeat. */
export const FHIR_ID = /^[A-Za-z0-9.-]{1,64}$/;

export function quoted(text: string, otherwise: string): string {
  return /^[A-Za-z0-9._:|-]{1,64}$/.test(text) ? text : otherwise;
}

export const FHIR_DIRECTORY_MESSAGES = {
  count: `_count debe ser un entero entre 1 y ${FHIR_DIRECTORY_COUNT.max}.`,
  offset: `_offset debe ser un entero entre 0 y ${FHIR_DIRECTORY_MAX_OFFSET}.`,
  near: 'near debe ser latitud|longitud|distancia|unidad, por ejemplo -34.58|-58.43|10|km.',
  nearUnit: 'La unidad de near debe ser km o [mi_us].',
  nearDistance: `La distancia de near debe ser mayor que 0 y de a lo sumo ${FHIR_NEAR_MAX_KM} km.`,
  specialty: 'specialty debe ser un código de especialidad del portal (un número).',
  category: 'service-category debe ser emerg (guardias) o prov (instituciones).',
  serviceNeedsKind:
    'Indicá service-category (emerg o prov) o una specialty: cada búsqueda recorre una sección de la cartilla.',
  specialtyOutsideCategory: 'La especialidad no pertenece a esa service-category.',
  include: (allowed: readonly string[]) =>
    allowed.length
      ? `_include admite ${allowed.join(', ')}.`
      : '_include no se admite en este recurso.',
  unknownParameter: (name: string) =>
    `El parámetro de búsqueda ${quoted(name, 'pedido')} no está soportado.`,
  repeated: (name: string) => `El parámetro ${quoted(name, 'pedido')} va una sola vez.`,
  notFound: (type: string, id: string) =>
    FHIR_ID.test(id)
      ? `No existe ${type}/${id} en la cartilla.`
      : `No existe ese ${type} en la cartilla.`,
} as const;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refuse = (message: string): Parsed<never> => ({ ok: false, message });

const INTEGER = /^\d{1,6}$/;

function parseCount(text: string | undefined): Parsed<number> {
  if (text === undefined) return ok(FHIR_DIRECTORY_COUNT.default);
  const value = INTEGER.test(text) ? Number(text) : NaN;
  return value >= 1 && value <= FHIR_DIRECTORY_COUNT.max
    ? ok(value)
    : refuse(FHIR_DIRECTORY_MESSAGES.count);
}

function parseOffset(text: string | undefined): Parsed<number> {
  if (text === undefined) return ok(0);
  const value = INTEGER.test(text) ? Number(text) : NaN;
  return value >= 0 && value <= FHIR_DIRECTORY_MAX_OFFSET
    ? ok(value)
    : refuse(FHIR_DIRECTORY_MESSAGES.offset);
}

/** A FHIR search's query string as the server parsed it: a value, or a repeated one's values. */
export type FhirSearchQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * A search's paging: `_count` and `_offset` (each read once: a search refuses a repeated one
 * before), or the first out of range. Every FHIR search of the portal pages the same way.
 */
export function parsePaging(query: FhirSearchQuery): Parsed<{ count: number; offset: number }> {
  const first = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : value?.[0];
  };
  const count = parseCount(first('_count'));
  if (!count.ok) return count;
  const offset = parseOffset(first('_offset'));
  if (!offset.ok) return offset;
  return ok({ count: count.value, offset: offset.value });
}

const DECIMAL = /^[+-]?\d{1,3}(\.\d{1,12})?$/;

export interface NearPoint {
  lat: number;
  lon: number;
  km: number;
}

/** FHIR's `near` (latitude|longitude|distance|unit): km or US miles, the cartilla's radius when none. */
export function parseNear(text: string): Parsed<NearPoint> {
  const [lat, lon, distance, unit, ...rest] = text.split('|');
  if (rest.length || !lat || !lon || !DECIMAL.test(lat) || !DECIMAL.test(lon)) {
    return refuse(FHIR_DIRECTORY_MESSAGES.near);
  }
  const point = { lat: Number(lat), lon: Number(lon) };
  if (Math.abs(point.lat) > 90 || Math.abs(point.lon) > 180) {
    return refuse(FHIR_DIRECTORY_MESSAGES.near);
  }
  if (distance === undefined || distance === '') return ok({ ...point, km: DIRECTORY_RADIUS_KM });
  if (!DECIMAL.test(distance)) return refuse(FHIR_DIRECTORY_MESSAGES.nearDistance);
  const factor =
    unit === undefined || unit === '' || unit === 'km' ? 1 : unit === '[mi_us]' ? KM_PER_MILE : NaN;
  if (Number.isNaN(factor)) return refuse(FHIR_DIRECTORY_MESSAGES.nearUnit);
  const km = Number(distance) * factor;
  return km > 0 && km <= FHIR_NEAR_MAX_KM
    ? ok({ ...point, km })
    : refuse(FHIR_DIRECTORY_MESSAGES.nearDistance);
}

/** A token `[system|]code` whose system, when given, is the one expected. */
function tokenCode(text: string, system: string): string | null {
  const bar = text.indexOf('|');
  if (bar < 0) return text;
  return text.slice(0, bar) === system || text.slice(0, bar) === '' ? text.slice(bar + 1) : null;
}

export function parseSpecialty(text: string): Parsed<number> {
  const code = tokenCode(text, PORTAL_SYSTEMS.specialty);
  return code !== null && /^[1-9]\d{0,8}$/.test(code)
    ? ok(Number(code))
    : refuse(FHIR_DIRECTORY_MESSAGES.specialty);
}

export function parseCategory(text: string, system: string): Parsed<PlanNetCategory> {
  const code = tokenCode(text, system);
  return code !== null && Object.hasOwn(SECTION_OF_CATEGORY, code)
    ? ok(code as PlanNetCategory)
    : refuse(FHIR_DIRECTORY_MESSAGES.category);
}
