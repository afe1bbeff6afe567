import { PLAN_NET_CATEGORY_SYSTEM, ROLE_SECTION, SECTION_OF_CATEGORY } from './plan-net.ts';
import {
  FHIR_DIRECTORY_MESSAGES as MESSAGES,
  parseCategory,
  parseNear,
  parsePaging,
  parseSpecialty,
  type NearPoint,
  type FhirSearchQuery,
} from './directory-search.ts';

/** The directory searches this server answers: a listing is a role or a service (plan-net.ts). */
export type ListingSearchType = 'PractitionerRole' | 'HealthcareService';

/** What the cartilla's search is asked: one section, a specialty, a place, name words, a page. */
export interface DirectorySearch {
  /** Undefined for a service searched by specialty alone: its section is the specialty's. */
  seccion: number | undefined;
  especialidad: number | undefined;
  /** A locality by name (address-city): its listings only. */
  city: string | undefined;
  /** A point and radius: the localities within it, nearest first. */
  near: NearPoint | undefined;
  /** Words of the provider's name. */
  name: string | undefined;
  count: number;
  offset: number;
  include: string[];
}

/** The Plan-Net search parameters each listing type takes, and what they include. */
export const LISTING_SEARCH = {
  PractitionerRole: {
    params: ['specialty', 'location.address-city', 'location.near', 'practitioner.name'],
    name: 'practitioner.name',
    include: [
      'PractitionerRole:practitioner',
      'PractitionerRole:organization',
      'PractitionerRole:location',
    ],
  },
  HealthcareService: {
    params: [
      'specialty',
      'service-category',
      'location.address-city',
      'location.near',
      'organization.name',
    ],
    name: 'organization.name',
    include: ['HealthcareService:organization', 'HealthcareService:location'],
  },
} as const;

const PAGING = ['_count', '_offset', '_include'];
/** Asked of every server by some clients, changing nothing in a JSON answer. */
const IGNORED = new Set(['_format', '_pretty']);

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const refuse = (message: string) => ({ ok: false, message }) as const;

/** The search's parameters read, or the first that cannot be, in the HIS integrator's words. */
export function parseListingSearch(
  type: ListingSearchType,
  query: FhirSearchQuery,
): Parsed<DirectorySearch> {
  const spec = LISTING_SEARCH[type];
  const allowed = new Set<string>([...spec.params, ...PAGING]);
  const one: Record<string, string> = {};
  let include: string[] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined || IGNORED.has(name)) continue;
    if (!allowed.has(name)) return refuse(MESSAGES.unknownParameter(name));
    const values = typeof raw === 'string' ? [raw] : raw;
    if (name === '_include') {
      include = values.flatMap((value) => value.split(','));
      const known = new Set<string>(spec.include);
      if (!include.every((value) => known.has(value)))
        return refuse(MESSAGES.include(spec.include));
      continue;
    }
    if (values.length !== 1) return refuse(MESSAGES.repeated(name));
    one[name] = values[0]!;
  }
  const paging = parsePaging(one);
  if (!paging.ok) return paging;
  const specialty = one.specialty === undefined ? undefined : parseSpecialty(one.specialty);
  if (specialty && !specialty.ok) return specialty;
  const near = one['location.near'] === undefined ? undefined : parseNear(one['location.near']);
  if (near && !near.ok) return near;

  let seccion: number | undefined = ROLE_SECTION;
  if (type === 'HealthcareService') {
    const category =
      one['service-category'] === undefined
        ? undefined
        : parseCategory(one['service-category'], PLAN_NET_CATEGORY_SYSTEM);
    if (category && !category.ok) return category;
    if (!category && !specialty) return refuse(MESSAGES.serviceNeedsKind);
    seccion = category ? SECTION_OF_CATEGORY[category.value] : undefined;
  }
  const city = one['location.address-city']?.trim();
  const name = one[spec.name]?.trim();
  return {
    ok: true,
    value: {
      seccion,
      especialidad: specialty?.value,
      city: city || undefined,
      near: near?.value,
      name: name || undefined,
      ...paging.value,
      include: [...new Set(include)],
    },
  };
}
