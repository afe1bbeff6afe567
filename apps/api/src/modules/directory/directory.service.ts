import type { DirectorySearchResponse } from '@portal/contracts';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_RADIUS_KM,
  DIRECTORY_SUGGESTIONS,
  INVALID_SECTION_MESSAGE,
  directorySection,
  nearbyLocalities,
  pageOffset,
  searchKey,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { directoryRatings } from '../ratings/public.ts';
import {
  countListings,
  findListings,
  findLocalitiesAround,
  findLocalityPoint,
  findLocalitySuggestions,
  findNameSuggestions,
  findSectionSpecialties,
} from './directory.repository.ts';

export interface DirectoryDeps {
  db: Db;
}

/** Spec §8: a section kind other than 1, 2 and 4 is refused in the spec's words. */
function sectionOf(kind: number): number {
  const section = directorySection(kind);
  if (!section) throw new HttpError(400, INVALID_SECTION_MESSAGE, 'INVALID_SECTION');
  return section.kind;
}

const words = (text: string | undefined) =>
  searchKey(text ?? '')
    .split(' ')
    .filter(Boolean);

export async function sectionSpecialties(deps: DirectoryDeps, seccion: number) {
  return findSectionSpecialties(deps.db, sectionOf(seccion));
}

export async function localitySuggestions(deps: DirectoryDeps, search: string) {
  const key = searchKey(search);
  // Punctuation alone leaves no key: nothing to suggest rather than every locality.
  return key ? findLocalitySuggestions(deps.db, key, DIRECTORY_SUGGESTIONS) : [];
}

export async function nameSuggestions(deps: DirectoryDeps, seccion: number, search: string) {
  const kind = sectionOf(seccion);
  const key = searchKey(search);
  return key ? findNameSuggestions(deps.db, kind, key, DIRECTORY_SUGGESTIONS) : [];
}

// A degree of latitude is 111 km everywhere; one of longitude shrinks with the cosine.
const KM_PER_DEGREE = 111.32;

/** The localities within the radius of the chosen one, nearest first, with their distance. */
async function nearby(db: Db, localityId: number) {
  const origin = await findLocalityPoint(db, localityId);
  if (!origin) return [];
  const latDegrees = DIRECTORY_RADIUS_KM / KM_PER_DEGREE;
  const lonDegrees = latDegrees / Math.max(0.1, Math.cos((origin.lat * Math.PI) / 180));
  const box = await findLocalitiesAround(db, origin, latDegrees, lonDegrees);
  return nearbyLocalities(origin, box);
}

/**
 * GET .../prestadores: a section's cards by specialty, near a locality (nearest first, then by
 * name), by name; pages of 6 with each provider's rating as the ratings area shows it. An
 * unknown locality finds nothing (spec §8: directory failures yield empty results).
 */
export async function searchDirectory(
  deps: DirectoryDeps,
  query: {
    seccion: number;
    especialidad?: number | undefined;
    localidad?: number | undefined;
    ape_razon?: string | undefined;
    pagina: number;
  },
): Promise<DirectorySearchResponse> {
  const seccion = sectionOf(query.seccion);
  const empty = { pagina: query.pagina, cantidad: DIRECTORY_PAGE_SIZE, total: 0, prestadores: [] };
  const near = query.localidad === undefined ? undefined : await nearby(deps.db, query.localidad);
  if (near && near.length === 0) return empty;
  const filter = {
    seccion,
    especialidad: query.especialidad,
    localityIds: near?.map((locality) => locality.id),
    words: words(query.ape_razon),
  };
  const [total, rows] = await Promise.all([
    countListings(deps.db, filter),
    findListings(deps.db, filter, pageOffset(query.pagina), DIRECTORY_PAGE_SIZE),
  ]);
  const ratings = await directoryRatings(deps.db, [...new Set(rows.map((row) => row.providerId))]);
  const km = new Map(near?.map((locality) => [locality.id, locality.km]));
  return {
    ...empty,
    total,
    prestadores: rows.map((row) => {
      const rating = ratings.get(row.providerId);
      const distance = km.get(row.localityId);
      return {
        id: row.placeId,
        ape_razon: row.apeRazon,
        nombre_abre: row.nombreAbre,
        Prestad_Tipo: row.tipo,
        Especialidad: row.especialidad,
        calificacion: rating?.promedio ?? null,
        calificacionTexto: rating?.promedioTexto ?? 'Sin calificaciones',
        tele: row.tele,
        calle: row.calle,
        numero: row.numero,
        deno_loc: row.denoLoc,
        deno_part: row.denoPart,
        deno_prov: row.denoProv,
        distancia: distance === undefined ? null : Math.round(distance * 10) / 10,
        lun: row.horarios?.lun ?? null,
        mar: row.horarios?.mar ?? null,
        mier: row.horarios?.mier ?? null,
        jue: row.horarios?.jue ?? null,
        vie: row.horarios?.vie ?? null,
      };
    }),
  };
}
