import type { Resource } from '@medplum/fhirtypes';
import {
  isPerson,
  listingType,
  parseListingId,
  parseNumericId,
  providerOf,
  type DirectoryResourceType,
} from '@portal/domain/fhir';
import { placeCards, providerCard } from '../../directory/public.ts';
import { cardData, listingResource, locationOfRow } from './directory-cards.ts';
import { notFound, type FhirDirectoryDeps } from './directory-search.service.ts';

/**
 * GET /fhir/<type>/<id> of the directory: a listing (`<place>-<specialty>`), a place, or a
 * provider, as long as the cartilla lists it; anything else is as absent as an unknown id.
 */
export async function readDirectoryResource(
  deps: FhirDirectoryDeps,
  type: DirectoryResourceType,
  id: string,
): Promise<Resource> {
  const context = { lastUpdated: deps.clock.now().toISOString() };
  if (type === 'PractitionerRole' || type === 'HealthcareService') {
    const key = parseListingId(id);
    const rows = key ? await placeCards(deps.db, key.placeId) : [];
    const row = rows.find((card) => card.specialtyId === key?.specialtyId);
    if (!row || listingType(row.seccion) !== type) throw notFound(type, id);
    return listingResource(row, context);
  }
  const numeric = parseNumericId(id);
  if (numeric === null) throw notFound(type, id);
  if (type === 'Location') {
    const [row] = await placeCards(deps.db, numeric);
    if (!row) throw notFound(type, id);
    return locationOfRow(deps.db, row, context);
  }
  const row = await providerCard(deps.db, numeric);
  if (!row || isPerson(cardData(row)) !== (type === 'Practitioner')) throw notFound(type, id);
  return providerOf(cardData(row), context);
}
