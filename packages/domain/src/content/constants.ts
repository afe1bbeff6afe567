/**
 * The public content is the same for every visitor and changes seldom: the API keeps each
 * answer in memory for a minute and lets browsers reuse it for as long (ETag to revalidate).
 */
export const CONTENT_CACHE = { ttlMs: 60_000, maxAgeSeconds: 60 } as const;

/** Branches search (spec §7 "Others"): the text a visitor may type. */
export const BRANCH_SEARCH = { maxLength: 60 } as const;

export const CONTENT_MESSAGES = {
  unknownPage: 'La página pedida no existe.',
  unknownProgramme: 'El programa de prevención pedido no existe.',
  badPath: 'La dirección de la página no es válida.',
  noBranches: 'No se encontraron sucursales con esos datos.',
  noCentres: 'No hay centros cargados por el momento.',
  noIssues: 'Todavía no hay números publicados.',
  unknownIssue: 'El número de la revista pedido no existe.',
} as const;
