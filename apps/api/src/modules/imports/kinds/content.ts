import { CONTENT_IMPORT_COLUMNS, contentImportRow, type ContentImportRow } from '@portal/contracts';
import { contentRowKey } from '@portal/domain/imports';
import { CONTENT_CHANGES } from '../../../lib/live-events.ts';
import type { Db } from '../../../db/client.ts';
import type { ImportCounts, ImportKind, MergeOptions } from '../engine/kind.ts';
import { exportContent } from './content-export.ts';
import { mergePages } from './content-pages.ts';
import { mergePublished, PUBLISHED_TABLES } from './content-published.ts';

/** One staging table for every type: the union of their columns, lists as JSON text. */
const STAGING_COLUMNS = [
  { name: 'tipo', type: 'varchar(10)' },
  { name: 'clave', type: 'varchar(80)' },
  { name: 'numero', type: 'integer' },
  { name: 'titulo', type: 'varchar(160)' },
  { name: 'fecha', type: 'date' },
  { name: 'resumen', type: 'text' },
  { name: 'lista', type: 'text' },
  { name: 'direccion', type: 'varchar(160)' },
  { name: 'localidad', type: 'varchar(80)' },
  { name: 'provincia', type: 'varchar(80)' },
  { name: 'telefono', type: 'varchar(40)' },
  { name: 'especialidad', type: 'varchar(80)' },
  { name: 'clave_busqueda', type: 'varchar(160)' },
  { name: 'enlace', type: 'varchar(300)' },
] as const;

function toStaging(row: ContentImportRow): readonly unknown[] {
  const numeric = typeof row.clave === 'number' ? row.clave : null;
  const list =
    row.tipo === 'pagina'
      ? row.secciones
      : row.tipo === 'sucursal'
        ? row.horarios
        : row.tipo === 'novedad'
          ? row.parrafos
          : row.tipo === 'revista'
            ? row.notas
            : row.recomendaciones;
  const branch = row.tipo === 'sucursal' ? row : null;
  return [
    row.tipo,
    String(row.clave),
    numeric,
    row.titulo,
    'fecha' in row ? row.fecha : null,
    'resumen' in row ? row.resumen : null,
    JSON.stringify(list),
    branch?.direccion ?? null,
    branch?.localidad ?? null,
    branch?.provincia ?? null,
    branch?.telefono ?? null,
    row.tipo === 'guia' ? row.especialidad : null,
    row.tipo === 'guia' ? row.claveBusqueda : null,
    row.tipo === 'revista' ? row.enlace : null,
  ];
}

export async function mergeContent(
  db: Db,
  staging: string,
  options: MergeOptions,
): Promise<ImportCounts> {
  const total: ImportCounts = await mergePages(db, staging);
  for (const table of PUBLISHED_TABLES) {
    const counts = await mergePublished(db, staging, table, options);
    total.new += counts.new;
    total.changed += counts.changed;
    total.unchanged += counts.unchanged;
    total.retired += counts.retired;
  }
  return total;
}

/** Public content and practice guides: see docs/imports/README.md and docs/decisions/0052. */
export const contentKind: ImportKind<ContentImportRow> = {
  name: 'content',
  columns: CONTENT_IMPORT_COLUMNS,
  row: contentImportRow,
  key: contentRowKey,
  staging: STAGING_COLUMNS,
  toStaging,
  merge: mergeContent,
  invalidates: [CONTENT_CHANGES],
  exportRows: exportContent,
};
