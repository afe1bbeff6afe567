import type { Resource } from '@medplum/fhirtypes';
import {
  isPerson,
  listingOf,
  locationOf,
  providerOf,
  type DirectoryCardData,
  type DirectoryReadContext,
} from '@portal/domain/fhir';
import type { Db } from '../../../db/client.ts';
import { localityCentre, type CardRow } from '../../directory/public.ts';

/** A cartilla card as the domain's Plan-Net mappers take it. */
export function cardData(row: CardRow): DirectoryCardData {
  return {
    placeId: row.placeId,
    specialtyId: row.specialtyId,
    providerId: row.providerId,
    seccion: row.seccion,
    especialidad: row.especialidad,
    apeRazon: row.apeRazon,
    nombreAbre: row.nombreAbre,
    tipo: row.tipo,
    tele: row.tele,
    calle: row.calle,
    numero: row.numero,
    denoLoc: row.denoLoc,
    denoPart: row.denoPart,
    denoProv: row.denoProv,
    horarios: row.horarios,
  };
}

export async function locationOfRow(db: Db, row: CardRow, context: DirectoryReadContext) {
  return locationOf(cardData(row), {
    ...context,
    position: await localityCentre(db, row.localityId),
  });
}

/**
 * The resources `_include` names for a page's cards: the provider as the role's practitioner
 * (a person) or organization (an institution), and the place.
 */
export async function includedOf(
  db: Db,
  rows: readonly CardRow[],
  include: readonly string[],
  context: DirectoryReadContext,
): Promise<Resource[]> {
  const wants = (target: string) => include.some((value) => value.endsWith(`:${target}`));
  const found: Resource[] = [];
  for (const row of rows) {
    const card = cardData(row);
    const person = isPerson(card);
    if ((person && wants('practitioner')) || (!person && wants('organization'))) {
      found.push(providerOf(card, context));
    }
    if (wants('location')) found.push(await locationOfRow(db, row, context));
  }
  return found;
}

export const listingResource = (row: CardRow, context: DirectoryReadContext) =>
  listingOf(cardData(row), context);
