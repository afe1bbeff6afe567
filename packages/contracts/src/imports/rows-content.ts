import {
  CONTENT_IMPORT_CELLS,
  parseContentRow,
  type ContentImportCell,
  type ContentImportRow,
} from '@portal/domain/imports';
import { z } from '../zod.ts';
import { rowColumns } from './row-fields.ts';

/**
 * The cells of one row of the content file, as read (CSV text or NDJSON values); the columns
 * are its keys, in order.
 */
const contentImportCells = z.object(
  Object.fromEntries(CONTENT_IMPORT_CELLS.map((name) => [name, z.unknown()])) as Record<
    ContentImportCell,
    z.ZodUnknown
  >,
);

export const CONTENT_IMPORT_COLUMNS = rowColumns(contentImportCells);

/**
 * One row of the content file: a public page's texts, a branch, a news item, a magazine issue
 * or a practice guide, by its `tipo` (domain parseContentRow: the columns each type reads and
 * their limits). Every problem of the row is an issue at its column.
 */
export const contentImportRow = contentImportCells.transform((cells, ctx): ContentImportRow => {
  const parsed = parseContentRow(cells);
  if (parsed.ok) return parsed.value;
  for (const problem of parsed.problems) {
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  }
  return z.NEVER;
});
export type { ContentImportRow };

export const CONTENT_IMPORT_COLUMN_DOCS: Record<ContentImportCell, string> = {
  tipo: '`pagina`, `sucursal`, `novedad`, `revista` o `guia`: qué es la fila y qué columnas lee.',
  clave:
    'La clave natural: la ruta de la página (`informacionutil/nosotros`), el código de sucursal o de guía (entero), la clave de la novedad (minúsculas, números y guiones, hasta 60) o el número de la revista.',
  titulo:
    'Título (nombre de la sucursal): hasta 120 caracteres en páginas y sucursales, 160 en novedades, revistas y guías.',
  fecha:
    'Página: actualizada; novedad: publicada; revista: fecha del número; guía: revisada. No se usa en sucursales.',
  resumen:
    'Página: bajada, hasta 300 caracteres; revista: resumen del número; guía: alcance (población).',
  cuerpo:
    'Texto largo. Página: secciones `## Título` con párrafos separados por una línea en blanco; novedad: párrafos; revista: notas y guía: recomendaciones, una por línea (`- ` opcional).',
  direccion: 'Sucursal: dirección, hasta 160 caracteres.',
  localidad: 'Sucursal: localidad, hasta 80 caracteres.',
  provincia: 'Sucursal: provincia, hasta 80 caracteres.',
  telefono: 'Sucursal: teléfono, hasta 40 caracteres.',
  horarios:
    'Sucursal: `días: horario`, varios separados por barra vertical (`Lunes a viernes: 8:00 a 17:00`); en NDJSON, una lista.',
  especialidad: 'Guía: especialidad, hasta 80 caracteres (el filtro de la pantalla de guías).',
  enlace:
    'Revista, opcional: dirección `http(s)://` del PDF del número publicado por la aseguradora; vacío, el portal lo arma con los datos de la fila.',
};
