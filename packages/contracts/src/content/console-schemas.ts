import {
  CONTENT_EDITOR_MESSAGES,
  CONTENT_VERSION_STATES,
  type ContentCells,
} from '@portal/domain/content';
import {
  CONTENT_IMPORT_CELLS,
  CONTENT_LONG_TEXT_MAX,
  CONTENT_ROW_TYPES,
  parseContentRow,
} from '@portal/domain/imports';
import { z } from '../zod.ts';
import { rudiFile } from '../support-cases/writes.ts';

/*
 * The console's content editor (docs/decisions/0062): an item of the public site by the content
 * file's `tipo` and `clave`, its fields as the file's cells, so the editor and an import check
 * the same rules (domain parseContentRow).
 */

export const contentItemKind = z.enum(CONTENT_ROW_TYPES, 'El tipo de contenido no es válido.');

/** A page's route has slashes: the item travels in the query or the body, never in the path. */
const clave = z
  .string()
  .trim()
  .min(1, 'Indicá la clave del contenido.')
  .max(80, 'La clave tiene como máximo 80 caracteres.');

export const contentItemQuery = z.object({ tipo: contentItemKind, clave });
export const contentListQuery = z.object({ tipo: contentItemKind });

const EDITABLE_CELLS = CONTENT_IMPORT_CELLS.filter((cell) => cell !== 'tipo' && cell !== 'clave');

/** The fields of a version: the cells of its type, as text (a cell it does not read stays out). */
export const contentCells = z.object(
  Object.fromEntries(
    EDITABLE_CELLS.map((cell) => [cell, z.string().max(CONTENT_LONG_TEXT_MAX).optional()]),
  ) as Record<(typeof EDITABLE_CELLS)[number], z.ZodOptional<z.ZodString>>,
) satisfies z.ZodType<ContentCells>;

/** A draft: checked by the content file's rules, each problem at its field (`campos.<cell>`). */
export const contentDraftRequest = z
  .object({ tipo: contentItemKind, clave, campos: contentCells })
  .superRefine((draft, ctx) => {
    const parsed = parseContentRow({ tipo: draft.tipo, clave: draft.clave, ...draft.campos });
    if (parsed.ok) return;
    for (const problem of parsed.problems) {
      const path =
        problem.field === 'clave' || problem.field === 'tipo'
          ? [problem.field]
          : ['campos', problem.field];
      ctx.addIssue({ code: 'custom', path, message: problem.message });
    }
  });
export type ContentDraftRequest = z.infer<typeof contentDraftRequest>;

export const contentVersionRequest = z.object({
  tipo: contentItemKind,
  clave,
  numero: z.number().int().min(1).max(1_000_000),
});

export const contentUnpublishRequest = z.object({ tipo: contentItemKind, clave });

export const contentFileRequest = z.object({ tipo: contentItemKind, clave, archivo: rudiFile });

export const contentFile = z.object({
  id: z.uuid(),
  nombre: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** The public address to link from the Markdown. */
  url: z.string(),
});
export type ContentFile = z.infer<typeof contentFile>;

export const contentFileParams = z.object({
  id: z.uuid(CONTENT_EDITOR_MESSAGES.unknownFile),
});

export const contentListItem = z.object({
  clave: z.string(),
  titulo: z.string(),
  /** On the public site now. */
  enSitio: z.boolean(),
  /** Its newest version is a draft nobody published yet. */
  borrador: z.boolean(),
});
export const contentList = z.object({ elementos: z.array(contentListItem) });
export type ContentListItem = z.infer<typeof contentListItem>;

export const contentVersion = z.object({
  numero: z.number().int(),
  estado: z.enum(CONTENT_VERSION_STATES),
  creada: z.string(),
  /** Who saved it; null: the site's text before its first edit (seed or import). */
  autor: z.string().nullable(),
  publicada: z.string().nullable(),
  campos: contentCells,
});
export type ContentVersion = z.infer<typeof contentVersion>;

export const contentItemDetail = z.object({
  tipo: contentItemKind,
  clave: z.string(),
  enSitio: z.boolean(),
  /** What the site shows now (its cells), null when the item is not on the site's tables. */
  sitio: contentCells.nullable(),
  /** Newest first. */
  versiones: z.array(contentVersion),
  archivos: z.array(contentFile),
});
export type ContentItemDetail = z.infer<typeof contentItemDetail>;
