import { sql, type SQL } from 'drizzle-orm';
import type { ContentImportRow, ContentRowType } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { sqlRows } from '../engine/sql-rows.ts';
import { contentKind, mergeContent } from './content.ts';
import { CONTENT_CELLS } from './content-export.ts';

/*
 * One item of the public site at a time, for the console's editor (docs/decisions/0062): read as
 * the content file writes it, and published through the same merge as a file of one row, so the
 * site's tables have one writer's rules whichever door the text came through.
 */

interface ItemSql {
  /** Every item of the type, withdrawn ones too: `clave`, `titulo`, `retirada`. */
  list: SQL;
  /** One item with the columns its CONTENT_CELLS reads, and `retirada`. */
  one: (clave: string) => SQL;
  table: string;
  key: string;
}

const number = (clave: string) => (/^\d{1,9}$/.test(clave) ? Number(clave) : -1);

const ITEMS: Record<ContentRowType, ItemSql> = {
  pagina: {
    list: sql`select ruta as clave, titulo, false as retirada from content_pages order by ruta`,
    one: (clave) => sql`
      select p.ruta, p.titulo, p.resumen, p.actualizada::text as actualizada, false as retirada,
        coalesce((select jsonb_agg(jsonb_build_object('titulo', s.titulo, 'parrafos', s.parrafos)
                                   order by s.orden)
                  from content_page_sections s where s.ruta = p.ruta), '[]'::jsonb) as secciones
      from content_pages p where p.ruta = ${clave}`,
    table: 'content_pages',
    key: 'ruta',
  },
  sucursal: {
    list: sql`select id::text as clave, nombre as titulo, retirada is not null as retirada
      from branches order by id`,
    one: (clave) => sql`select id, nombre, direccion, localidad, provincia, telefono, horarios,
      retirada is not null as retirada from branches where id = ${number(clave)}`,
    table: 'branches',
    key: 'id',
  },
  novedad: {
    list: sql`select clave, titulo, retirada is not null as retirada
      from content_news order by fecha desc, clave`,
    one: (clave) => sql`select clave, titulo, fecha::text as fecha, parrafos,
      retirada is not null as retirada from content_news where clave = ${clave}`,
    table: 'content_news',
    key: 'clave',
  },
  revista: {
    list: sql`select numero::text as clave, titulo, retirada is not null as retirada
      from magazine_issues order by numero desc`,
    one: (clave) => sql`select numero, titulo, publicada::text as publicada, resumen, notas,
      enlace, retirada is not null as retirada from magazine_issues where numero = ${number(clave)}`,
    table: 'magazine_issues',
    key: 'numero',
  },
  guia: {
    list: sql`select id::text as clave, titulo, retirada is not null as retirada
      from practice_guides order by titulo, id`,
    one: (clave) => sql`select id, titulo, especialidad, revisada::text as revisada, alcance,
      recomendaciones, retirada is not null as retirada from practice_guides
      where id = ${number(clave)}`,
    table: 'practice_guides',
    key: 'id',
  },
};

export interface SiteItem {
  clave: string;
  titulo: string;
  /** Withdrawn from the site (an import's --full, or the console's unpublish). */
  retirada: boolean;
}

/** The items of one type on the site's tables, withdrawn ones included. */
export const siteItems = (db: Db, tipo: ContentRowType) => sqlRows<SiteItem>(db, ITEMS[tipo].list);

/** One item as the file writes it (its cells but `tipo` and `clave`), or null when absent. */
export async function siteItem(db: Db, tipo: ContentRowType, clave: string) {
  const [row] = await sqlRows<Record<string, unknown> & { retirada: boolean }>(
    db,
    ITEMS[tipo].one(clave),
  );
  if (!row) return null;
  const cells = CONTENT_CELLS[tipo](row as never);
  // The key is the item's name, not one of its editable fields.
  delete cells.clave;
  return { cells, retirada: row.retirada };
}

const STAGING = 'content_item_staging';

/**
 * Puts one item on the site: the content kind's merge over a staging table of one row, so a
 * published page's sections, a guide's search key and a withdrawn item's return are the import's.
 */
export async function publishSiteItem(db: Db, row: ContentImportRow, day: string): Promise<void> {
  const columns = [{ name: 'line', type: 'integer' }, ...contentKind.staging];
  await db.execute(
    sql.raw(
      `create temp table ${STAGING} (${columns.map((c) => `${c.name} ${c.type}`).join(', ')}) on commit drop`,
    ),
  );
  const values = [1, ...contentKind.toStaging(row)];
  await db.execute(
    sql`insert into ${sql.raw(STAGING)} (${sql.raw(columns.map((c) => c.name).join(', '))})
      values (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`,
  );
  await mergeContent(db, STAGING, { full: false, fileDate: day, refusedLines: new Set() });
  // Dropped now, not at commit: a transaction may publish once and unpublish nothing else, but a
  // table left behind would refuse the next create in the same session of a pooled connection.
  await db.execute(sql.raw(`drop table ${STAGING}`));
  await db.execute(sql.raw('drop table if exists content_import_pages'));
}

/** Takes an item off the site (pages never: their routes are the portal's). */
export async function withdrawSiteItem(
  db: Db,
  tipo: Exclude<ContentRowType, 'pagina'>,
  clave: string,
  day: string,
): Promise<void> {
  const { table, key } = ITEMS[tipo];
  const value = tipo === 'novedad' ? clave : number(clave);
  await db.execute(
    sql`update ${sql.raw(table)} set retirada = ${day}::date where ${sql.raw(key)} = ${value}`,
  );
}
