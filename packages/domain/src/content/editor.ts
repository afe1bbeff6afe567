import { argentinaWallClock } from '../format/dates.ts';
import type { ContentImportCell, ContentRowType } from '../imports/content-rows.ts';

/**
 * The console's content editor (docs/decisions/0062): each item of the public site is edited as
 * the content file writes it (its `tipo`, `clave` and the cells of its type), and every save is a
 * version kept in the database. Only a published version reaches the site.
 */

/** What the editor lists, in the console's order, with the section's Spanish name. */
export const CONTENT_EDITOR_KINDS: readonly { tipo: ContentRowType; label: string }[] = [
  { tipo: 'pagina', label: 'Páginas' },
  { tipo: 'sucursal', label: 'Sucursales' },
  { tipo: 'novedad', label: 'Novedades' },
  { tipo: 'revista', label: 'Revista' },
  { tipo: 'guia', label: 'Guías de práctica' },
];

/**
 * A version's state. `publicada`: the one on the site (one per item at most); `anterior`: was on
 * the site and was replaced, so an unpublish may bring it back; `retirada`: was unpublished, so
 * no later unpublish brings it back (or two unpublishes would swap the same two versions).
 */
export const CONTENT_VERSION_STATES = ['borrador', 'publicada', 'anterior', 'retirada'] as const;
export type ContentVersionState = (typeof CONTENT_VERSION_STATES)[number];

export const CONTENT_VERSION_LABELS: Record<ContentVersionState, string> = {
  borrador: 'Borrador',
  publicada: 'Publicada',
  anterior: 'Publicada antes',
  retirada: 'Retirada',
};

/** The cells a version keeps: those of its type, as text (the content file's). */
export type ContentCells = Partial<Record<Exclude<ContentImportCell, 'tipo' | 'clave'>, string>>;

export const CONTENT_EDITOR_MESSAGES = {
  unknownItem: 'No existe ese contenido.',
  unknownVersion: 'No existe esa versión del contenido.',
  alreadyPublished: 'Esa versión ya está publicada.',
  nothingPublished: 'Este contenido no tiene una versión publicada para retirar.',
  pageStays:
    'Una página del sitio no se puede retirar: no tiene una versión publicada antes que vuelva a mostrarse. Publicá otra versión en su lugar.',
  fileKinds: 'Solo se adjuntan imágenes (JPG, PNG o GIF) y PDF.',
  unknownFile: 'El archivo pedido no existe.',
} as const;

/** Only images and PDF end up on a public page: the portal's upload rules, fewer types. */
export const CONTENT_FILE_KINDS = ['jpeg', 'png', 'gif', 'pdf'] as const;

export interface VersionState {
  numero: number;
  estado: ContentVersionState;
  /** When it was last put on the site (ISO), null if never. */
  publicada: string | null;
}

export type UnpublishOutcome =
  { ok: true; retire: number; republish: number | null } | { ok: false; message: string };

/**
 * What unpublishing an item does: its published version is retired and the version published
 * most recently before it comes back; with none, a branch, news item, issue or guide leaves the
 * site, and a page (whose route the portal links) is refused.
 */
export function unpublishOutcome(
  tipo: ContentRowType,
  versions: readonly VersionState[],
): UnpublishOutcome {
  const current = versions.find((version) => version.estado === 'publicada');
  if (!current) return { ok: false, message: CONTENT_EDITOR_MESSAGES.nothingPublished };
  const previous = versions
    .filter((version) => version.estado === 'anterior' && version.publicada !== null)
    .sort((a, b) => (a.publicada! < b.publicada! ? 1 : a.publicada! > b.publicada! ? -1 : 0))[0];
  if (!previous && tipo === 'pagina')
    return { ok: false, message: CONTENT_EDITOR_MESSAGES.pageStays };
  return { ok: true, retire: current.numero, republish: previous?.numero ?? null };
}

/** The Argentine calendar day of an instant, as the content file writes it (yyyy-mm-dd). */
export function contentDay(at: Date): string {
  const { year, month, day } = argentinaWallClock(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The cells that go on the site when a version is published: a page says "Actualizado el" the
 * day its text changed, so its date is the day of publishing; the others keep their own date
 * (a news item's, an issue's, a guide's revision), which is part of what the editor wrote.
 */
export function publishedCells(tipo: ContentRowType, cells: ContentCells, at: Date): ContentCells {
  return tipo === 'pagina' ? { ...cells, fecha: contentDay(at) } : cells;
}
