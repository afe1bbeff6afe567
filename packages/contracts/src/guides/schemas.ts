import { z } from '../zod.ts';
import { AUTHORIZATION_KINDS } from '@portal/domain/authorizations';
import { GUIDES_MESSAGES, PRACTICE_GUIDES_PAGE } from '@portal/domain/guides';
import { integerText, numericId, plainText } from '../common-fields.ts';

/* The private reference pages (informacionutil): forms, documents to attach, practice guides. */

export const presentationFormDto = z.object({
  id: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  formato: z.enum(['pdf', 'xlsx']),
  /** The name the file downloads as. */
  archivo: z.string(),
});
export type PresentationFormDto = z.infer<typeof presentationFormDto>;
export const presentationFormsResponse = z.object({ planillas: z.array(presentationFormDto) });

export const presentationFormParams = z.object({
  id: plainText(60).regex(/^[a-z0-9-]+$/, GUIDES_MESSAGES.unknownForm),
});

export const authorizationDocumentsResponse = z.object({
  grupos: z.array(
    z.object({
      /** The service type code of spec §9 (C, 1, 9, 10). */
      codigo: z.string(),
      descripcion: z.string(),
      tramites: z.array(
        z.object({
          tipo: z.enum(AUTHORIZATION_KINDS),
          descripcion: z.string(),
          documentos: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type AuthorizationDocumentsResponse = z.infer<typeof authorizationDocumentsResponse>;

export const practiceGuidesQuery = z.object({
  /** Words of the title, any case and accents. */
  texto: plainText(80).optional(),
  /** One of the specialties the answer lists. */
  especialidad: plainText(80).optional(),
  pagina: integerText({
    min: 1,
    max: PRACTICE_GUIDES_PAGE.maxPage,
    message: 'La página debe ser un número entero.',
    tooSmall: 'La página empieza en 1.',
    tooBig: `La página va hasta ${PRACTICE_GUIDES_PAGE.maxPage}.`,
  }).default(1),
  cantidad: integerText({
    min: 1,
    max: PRACTICE_GUIDES_PAGE.maxSize,
    message: 'La cantidad debe ser un número entero.',
    tooSmall: 'La cantidad mínima es 1.',
    tooBig: `La cantidad máxima es ${PRACTICE_GUIDES_PAGE.maxSize}.`,
  }).default(PRACTICE_GUIDES_PAGE.defaultSize),
});
export type PracticeGuidesQuery = z.input<typeof practiceGuidesQuery>;

export const practiceGuideDto = z.object({
  id: z.number().int(),
  titulo: z.string(),
  especialidad: z.string(),
  /** dd/mm/aaaa of its last revision. */
  actualizada: z.string(),
  /** The name its PDF downloads as. */
  archivo: z.string(),
});
export type PracticeGuideDto = z.infer<typeof practiceGuideDto>;

export const practiceGuidesResponse = z.object({
  pagina: z.number().int(),
  cantidad: z.number().int(),
  total: z.number().int(),
  guias: z.array(practiceGuideDto),
  /** Every specialty that has guides, for the filter. */
  especialidades: z.array(z.string()),
});
export type PracticeGuidesResponse = z.infer<typeof practiceGuidesResponse>;

export const practiceGuideParams = z.object({ id: numericId });
