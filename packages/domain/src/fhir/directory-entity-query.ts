import {
  FHIR_DIRECTORY_COUNT,
  FHIR_DIRECTORY_MESSAGES as MESSAGES,
  parseNear,
  parsePaging,
  type NearPoint,
  type FhirSearchQuery,
} from './directory-search.ts';

/*
 * The searches of the directory's providers and places: one entry per provider (Practitioner,
 * Organization) or per place (Location), however many specialties it is listed in, with
 * Plan-Net's parameters that the cartilla's data can answer.
 */

export type EntitySearchType = 'Practitioner' | 'Organization' | 'Location';

/** The parameters each type takes (paging aside), as the CapabilityStatement lists them. */
export const ENTITY_SEARCH = {
  Practitioner: ['_id', 'name', 'family', 'given'],
  Organization: ['_id', 'name', 'address-city'],
  Location: ['_id', 'name', 'address-city', 'near', 'organization'],
} as const satisfies Record<EntitySearchType, readonly string[]>;

export interface EntitySearch {
  /** `_id`: these ids only; an id that cannot be one matches nothing. Undefined: any. */
  ids: number[] | undefined;
  /** Words of the whole name (a Practitioner's family or given, an Organization's name or alias, a Location's street). */
  name: string | undefined;
  family: string | undefined;
  given: string | undefined;
  /** A locality by name: the providers listed there, the places there. */
  city: string | undefined;
  /** A point and radius: the places within it, nearest first. */
  near: NearPoint | undefined;
  /** `organization`: the places of this provider. */
  organization: number | undefined;
  count: number;
  offset: number;
}

const PAGING = ['_count', '_offset'];
/** Asked of every server by some clients, changing nothing in a JSON answer. */
const IGNORED = new Set(['_format', '_pretty']);
const NUMERIC_ID = /^[1-9]\d{0,8}$/;
const ORGANIZATION = /^(?:Organization\/)?([1-9]\d{0,8})$/;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const refuse = (message: string) => ({ ok: false, message }) as const;

export const FHIR_ENTITY_MESSAGES = {
  ids: `_id admite a lo sumo ${FHIR_DIRECTORY_COUNT.max} ids separados por comas.`,
  organization: 'organization debe ser Organization/<código de prestador> o el código solo.',
} as const;

/** `_id`'s comma-separated ids: the numeric ones (no other id exists here), at most a page's. */
function parseIds(text: string): Parsed<number[]> {
  const values = text.split(',').map((value) => value.trim());
  if (values.length > FHIR_DIRECTORY_COUNT.max) return refuse(FHIR_ENTITY_MESSAGES.ids);
  const ids = values.filter((value) => NUMERIC_ID.test(value)).map(Number);
  return { ok: true, value: [...new Set(ids)] };
}

const text = (value: string | undefined) => value?.trim() || undefined;

/** The search's parameters read, or the first that cannot be, in the HIS integrator's words. */
export function parseEntitySearch(
  type: EntitySearchType,
  query: FhirSearchQuery,
): Parsed<EntitySearch> {
  const allowed = new Set<string>([...ENTITY_SEARCH[type], ...PAGING]);
  const one: Record<string, string> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined || IGNORED.has(name)) continue;
    if (!allowed.has(name)) return refuse(MESSAGES.unknownParameter(name));
    const values = typeof raw === 'string' ? [raw] : raw;
    if (values.length !== 1) return refuse(MESSAGES.repeated(name));
    one[name] = values[0]!;
  }
  const paging = parsePaging(one);
  if (!paging.ok) return paging;
  const ids = one._id === undefined ? undefined : parseIds(one._id);
  if (ids && !ids.ok) return ids;
  const near = one.near === undefined ? undefined : parseNear(one.near);
  if (near && !near.ok) return near;
  const organization =
    one.organization === undefined ? undefined : ORGANIZATION.exec(one.organization.trim());
  if (organization === null) return refuse(FHIR_ENTITY_MESSAGES.organization);
  return {
    ok: true,
    value: {
      ids: ids?.value,
      name: text(one.name),
      family: text(one.family),
      given: text(one.given),
      city: text(one['address-city']),
      near: near?.value,
      organization: organization ? Number(organization[1]) : undefined,
      ...paging.value,
    },
  };
}
