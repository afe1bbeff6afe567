import { z } from '../zod.ts';
import {
  ADDRESS_MIN_CHARS,
  DIRECTORY_MAX_PAGE,
  DIRECTORY_MESSAGES,
  INVALID_SECTION_MESSAGE,
} from '@portal/domain/directory';
import { INT16, int32Text, integerText, plainText } from '../common-fields.ts';

/* The provider directory (cartilla, spec §2, §3 Directory provider, §7 Provider directory). */

/**
 * A section kind of spec §9 (1, 2 or 4) as a number; the API answers any other number with
 * spec §8's 'Invalid section type' (its own words, code INVALID_SECTION).
 */
export const sectionKind = integerText({
  min: 0,
  max: INT16.max,
  message: INVALID_SECTION_MESSAGE,
});

export const directorySpecialtiesQuery = z.object({ seccion: sectionKind });
export const directorySpecialtiesResponse = z.array(
  z.object({ id: z.number().int(), descripcion: z.string() }),
);
export type DirectorySpecialtyDto = z.infer<typeof directorySpecialtiesResponse>[number];

/** What the user typed: at least 3 characters (spec §9). */
const typed = plainText(60).trim().min(ADDRESS_MIN_CHARS, DIRECTORY_MESSAGES.searchTooShort);

export const directoryLocalitiesQuery = z.object({ search: typed });
/** Spec §3 address suggestion: deno_loca, deno_part, deno_prov, id. */
export const directoryLocalitiesResponse = z.array(
  z.object({
    id: z.number().int(),
    deno_loca: z.string(),
    deno_part: z.string(),
    deno_prov: z.string(),
  }),
);
export type LocalitySuggestionDto = z.infer<typeof directoryLocalitiesResponse>[number];

export const directoryNamesQuery = z.object({ seccion: sectionKind, search: typed });
/** The names (ape_razon) of the section's providers that hold what was typed. */
export const directoryNamesResponse = z.array(z.string());

export const directorySearchQuery = z.object({
  seccion: sectionKind,
  especialidad: int32Text().optional(),
  /** The chosen suggestion's id: results near it, nearest first. */
  localidad: int32Text().optional(),
  /** Words of the name. */
  ape_razon: plainText(80).trim().optional(),
  pagina: integerText({
    min: 1,
    max: DIRECTORY_MAX_PAGE,
    message: DIRECTORY_MESSAGES.pageNotNumber,
    tooSmall: DIRECTORY_MESSAGES.pageTooSmall,
    tooBig: DIRECTORY_MESSAGES.pageTooBig(DIRECTORY_MAX_PAGE),
  }).default(1),
});
export type DirectorySearchQuery = z.input<typeof directorySearchQuery>;

const weekdayHours = z.string().nullable();

/** Spec §3 Directory provider, one card: a provider at one attention place, in one specialty. */
export const directoryProviderDto = z.object({
  id: z.number().int(),
  ape_razon: z.string(),
  nombre_abre: z.string(),
  /** 'P' a person; the rest institutions. */
  Prestad_Tipo: z.string(),
  Especialidad: z.string(),
  /** The average with one decimal, null while nobody rated (ratings area). */
  calificacion: z.number().nullable(),
  /** '4,3' or 'Sin calificaciones'. */
  calificacionTexto: z.string(),
  tele: z.string().nullable(),
  calle: z.string(),
  numero: z.string(),
  deno_loc: z.string(),
  deno_part: z.string(),
  deno_prov: z.string(),
  /** Straight-line km from the chosen locality, one decimal; null when none was chosen. */
  distancia: z.number().nullable(),
  lun: weekdayHours,
  mar: weekdayHours,
  mier: weekdayHours,
  jue: weekdayHours,
  vie: weekdayHours,
});
export type DirectoryProviderDto = z.infer<typeof directoryProviderDto>;

export const directorySearchResponse = z.object({
  pagina: z.number().int(),
  cantidad: z.number().int(),
  total: z.number().int(),
  prestadores: z.array(directoryProviderDto),
});
export type DirectorySearchResponse = z.infer<typeof directorySearchResponse>;
