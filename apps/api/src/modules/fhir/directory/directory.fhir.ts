import type { CapabilityStatementRestResource } from '@medplum/fhirtypes';
import type { FastifyInstance } from 'fastify';
import { FHIR_BASE_PATH } from '@portal/contracts';
import {
  ENTITY_SEARCH,
  LISTING_SEARCH,
  PLAN_NET_PROFILES,
  type DirectoryResourceType,
  type EntitySearchType,
  type ListingSearchType,
} from '@portal/domain/fhir';
import type { FhirModuleDeps, FhirResourceModule } from '../server/resource-modules.ts';
import { directoryCache } from './directory-cache.ts';
import { searchEntityResources } from './directory-entity-search.service.ts';
import { readDirectoryResource } from './directory-read.service.ts';
import { searchListingResources, type SearchQuery } from './directory-search.service.ts';

/*
 * The provider directory in Da Vinci Plan-Net's shape (ADR 0067): public as the visitors'
 * cartilla is, read from the cartilla's own queries.
 */

const SEARCH_PARAMS: Record<string, CapabilityStatementRestResource['searchParam'] & {}> = {
  specialty: [
    {
      name: 'specialty',
      type: 'token',
      documentation: 'Código de especialidad del portal (urn:portal-prestadores:especialidad).',
    },
  ],
  'service-category': [
    {
      name: 'service-category',
      type: 'token',
      documentation: 'emerg (guardias) o prov (instituciones), HealthcareServiceCategoryCS.',
    },
  ],
  'location.address-city': [
    {
      name: 'location.address-city',
      type: 'string',
      documentation: 'La localidad del lugar de atención (sin importar tildes ni mayúsculas).',
    },
  ],
  'location.near': [
    {
      name: 'location.near',
      type: 'special',
      documentation:
        'latitud|longitud|distancia|unidad (km o [mi_us]); los más cercanos primero. Sin distancia, 40 km.',
    },
  ],
  'practitioner.name': [
    { name: 'practitioner.name', type: 'string', documentation: 'Palabras del nombre.' },
  ],
  'organization.name': [
    { name: 'organization.name', type: 'string', documentation: 'Palabras del nombre.' },
  ],
  _id: [
    {
      name: '_id',
      type: 'token',
      documentation: 'Uno o más ids separados por comas (hasta 50).',
    },
  ],
  name: [
    {
      name: 'name',
      type: 'string',
      documentation:
        'Palabras del nombre: apellido o nombres de un profesional, razón social o nombre corto de una institución, calle y número de un lugar.',
    },
  ],
  family: [{ name: 'family', type: 'string', documentation: 'Palabras del apellido.' }],
  given: [{ name: 'given', type: 'string', documentation: 'Palabras de los nombres.' }],
  'address-city': [
    {
      name: 'address-city',
      type: 'string',
      documentation:
        'Una localidad (sin importar tildes ni mayúsculas): las instituciones con un lugar de atención allí, o esos lugares.',
    },
  ],
  near: [
    {
      name: 'near',
      type: 'special',
      documentation:
        'latitud|longitud|distancia|unidad (km o [mi_us]); los más cercanos primero. Sin distancia, 40 km.',
    },
  ],
  organization: [
    {
      name: 'organization',
      type: 'reference',
      documentation: 'Organization/<id>: los lugares de atención de esa institución.',
    },
  ],
};

const PAGING: CapabilityStatementRestResource['searchParam'] & {} = [
  {
    name: '_count',
    type: 'number',
    documentation: 'Entradas por página: 10 si no se indica, hasta 50.',
  },
  {
    name: '_offset',
    type: 'number',
    documentation: 'La primera entrada de la página (los enlaces next/previous la llevan).',
  },
];

const searchParams = (names: readonly string[]) => [
  ...names.flatMap((name) => SEARCH_PARAMS[name] ?? []),
  ...PAGING,
];

function resource(type: DirectoryResourceType): CapabilityStatementRestResource {
  const interaction = [{ code: 'read' as const }, { code: 'search-type' as const }];
  const base = { type, supportedProfile: [PLAN_NET_PROFILES[type]], interaction };
  return type === 'PractitionerRole' || type === 'HealthcareService'
    ? {
        ...base,
        searchParam: searchParams(LISTING_SEARCH[type].params),
        searchInclude: [...LISTING_SEARCH[type].include],
      }
    : { ...base, searchParam: searchParams(ENTITY_SEARCH[type]) };
}

const TYPES: DirectoryResourceType[] = [
  'HealthcareService',
  'Location',
  'Organization',
  'Practitioner',
  'PractitionerRole',
];
const LISTING_TYPES: ListingSearchType[] = ['HealthcareService', 'PractitionerRole'];
const ENTITY_TYPES: EntitySearchType[] = ['Location', 'Organization', 'Practitioner'];

function routes(app: FastifyInstance, deps: FhirModuleDeps): void {
  const cache = directoryCache(deps.clock);
  const base = `${deps.publicUrl}${FHIR_BASE_PATH}`;
  // Documented by the CapabilityStatement, not the portal's OpenAPI document.
  const config = { fhir: { public: true as const } };
  for (const type of LISTING_TYPES) {
    app.get(`/${type}`, { config }, (request, reply) =>
      cache.send(request, reply, request.url, () =>
        searchListingResources(deps, type, request.query as SearchQuery, base),
      ),
    );
  }
  for (const type of ENTITY_TYPES) {
    app.get(`/${type}`, { config }, (request, reply) =>
      cache.send(request, reply, request.url, () =>
        searchEntityResources(deps, type, request.query as SearchQuery, base),
      ),
    );
  }
  for (const type of TYPES) {
    app.get<{ Params: { id: string } }>(`/${type}/:id`, { config }, (request, reply) =>
      cache.send(request, reply, request.url, () =>
        readDirectoryResource(deps, type, request.params.id),
      ),
    );
  }
}

export const fhirModule: FhirResourceModule = {
  resources: TYPES.map(resource),
  routes,
};
