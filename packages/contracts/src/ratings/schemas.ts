import { z } from '../zod.ts';
import { RATINGS_MESSAGES } from '@portal/domain/ratings';
import { integerText, int32, numericId } from '../common-fields.ts';

/*
 * Ratings (tramitesonline/mis-calificaciones): what patients said of the provider, and what of
 * it the directory shows. `:code` is the caller's provider; another provider's answers 404.
 */
export const ratingsParams = z.object({ code: numericId });

/** An average as a number with one decimal and as the es-AR text the directory shows. */
const average = {
  /** Null while nobody has rated. */
  promedio: z.number().nullable(),
  /** '4,3' or 'Sin calificaciones'. */
  promedioTexto: z.string(),
  cantidad: z.number().int(),
};

export const ratingsSummaryResponse = z.object({
  ...average,
  estrellas: z.array(
    z.object({
      estrellas: z.number().int(),
      cantidad: z.number().int(),
      /** Whole percent of all ratings. */
      porcentaje: z.number().int(),
    }),
  ),
  lugares: z.array(z.object({ id: z.number().int(), descripcion: z.string(), ...average })),
  /** The last 12 months, oldest first; a month nobody rated has cantidad 0. */
  meses: z.array(z.object({ periodo: z.number().int(), ...average })),
});
export type RatingsSummaryResponse = z.infer<typeof ratingsSummaryResponse>;

/** A page of comments: 10 by default, at most 50. */
export const RATING_COMMENTS_PAGE = { defaultSize: 10, maxSize: 50, maxPage: 10_000 } as const;

export const ratingCommentsQuery = z.object({
  pagina: integerText({
    min: 1,
    max: RATING_COMMENTS_PAGE.maxPage,
    message: 'La página debe ser un número entero.',
    tooSmall: 'La página empieza en 1.',
    tooBig: `La página va hasta ${RATING_COMMENTS_PAGE.maxPage}.`,
  }).default(1),
  cantidad: integerText({
    min: 1,
    max: RATING_COMMENTS_PAGE.maxSize,
    message: 'La cantidad debe ser un número entero.',
    tooSmall: 'La cantidad mínima es 1.',
    tooBig: `La cantidad máxima es ${RATING_COMMENTS_PAGE.maxSize}.`,
  }).default(RATING_COMMENTS_PAGE.defaultSize),
});

export const ratingCommentDto = z.object({
  id: z.number().int(),
  /** dd/mm/aaaa */
  fecha: z.string(),
  estrellas: z.number().int(),
  comentario: z.string(),
  lugar: z.string(),
});
export type RatingCommentDto = z.infer<typeof ratingCommentDto>;

export const ratingCommentsResponse = z.object({
  pagina: z.number().int(),
  cantidad: z.number().int(),
  total: z.number().int(),
  comentarios: z.array(ratingCommentDto),
});
export type RatingCommentsResponse = z.infer<typeof ratingCommentsResponse>;

/** What the directory shows: the rating of each attention place, and the comments. */
export const ratingSettingsDto = z.object({
  mostrarComentarios: z.boolean(),
  lugares: z.array(
    z.object({ id: z.number().int(), descripcion: z.string(), mostrarCalificacion: z.boolean() }),
  ),
  /** dd/mm/aaaa HH:mm of the last save, null while never saved. */
  actualizado: z.string().nullable(),
});
export type RatingSettingsDto = z.infer<typeof ratingSettingsDto>;

export const ratingSettingsRequest = z.object({
  mostrarComentarios: z.boolean({ error: 'Indicá si se muestran los comentarios.' }),
  lugares: z
    .array(
      z.object({
        id: int32.min(1, RATINGS_MESSAGES.unknownPlace),
        mostrarCalificacion: z.boolean({ error: 'Indicá si se muestra la calificación.' }),
      }),
    )
    .max(200)
    .refine(
      (places) => new Set(places.map((place) => place.id)).size === places.length,
      RATINGS_MESSAGES.repeatedPlace,
    ),
});
export type RatingSettingsRequest = z.input<typeof ratingSettingsRequest>;
