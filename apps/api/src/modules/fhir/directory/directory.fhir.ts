import type { CapabilityStatementRestResource } from '@medplum/fhirtypes';
import type { FastifyInstance } from 'fastify';
import { FHIR_BASE_PATH } from '@portal/contracts';
import {
  LISTING_SEARCH,
  PLAN_NET_PROFILES,
  type DirectoryResourceType,
  type ListingSearchType,
} from '@portal/domain/fhir';
import type { FhirModuleDeps, FhirResourceModule } from '../server/resource-modules.ts';
import { directoryCache } from './directory-cache.ts';
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

function resource(type: DirectoryResourceType): CapabilityStatementRestResource {
  const listing = type === 'PractitionerRole' || type === 'HealthcareService';
  return {
    type,
    supportedProfile: [PLAN_NET_PROFILES[type]],
    interaction: listing ? [{ code: 'read' }, { code: 'search-type' }] : [{ code: 'read' }],
    ...(listing
      ? {
          searchParam: [
            ...LISTING_SEARCH[type].params.flatMap((name) => SEARCH_PARAMS[name] ?? []),
            ...PAGING,
          ],
          searchInclude: [...LISTING_SEARCH[type].include],
        }
      : {}),
  };
}

const TYPES: DirectoryResourceType[] = [
  'HealthcareService',
  'Location',
  'Organization',
  'Practitioner',
  'PractitionerRole',
];
const LISTING_TYPES: ListingSearchType[] = ['HealthcareService', 'PractitionerRole'];

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
