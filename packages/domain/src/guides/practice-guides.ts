/** The clinical practice guides' list (informacionutil/practicas): a page of 10 by default. */
export const PRACTICE_GUIDES_PAGE = { defaultSize: 10, maxSize: 50, maxPage: 1_000 } as const;

export const GUIDES_MESSAGES = {
  noGuides: 'No se encontraron guías con esos datos.',
  searchTooLong: 'La búsqueda admite hasta 80 caracteres.',
  unknownForm: 'La planilla pedida no existe.',
} as const;

/** A guide's file name: its title in lower case, no accents, words joined by hyphens. */
export function practiceGuideFileName(id: number, titulo: string): string {
  const words = titulo
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  // Whole words up to 60 characters: a long title is cut between words, never inside one.
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  return `guia-${id}-${slug}.pdf`;
}
