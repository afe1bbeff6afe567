/** The ratings page's own messages (tramitesonline/mis-calificaciones). */
export const RATINGS_MESSAGES = {
  saved: 'La configuración de calificaciones se guardó.',
  unknownPlace: 'El lugar de atención no pertenece al prestador.',
  repeatedPlace: 'Cada lugar de atención va una sola vez.',
  noComments: 'Todavía no hay comentarios.',
  noRatings: 'Todavía no tenés calificaciones de pacientes.',
} as const;
