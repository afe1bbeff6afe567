import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ImportCounts } from '../engine/kind.ts';
import { sqlRows } from '../engine/sql-rows.ts';

/** The pages of the file compared with the database: one row per page, dropped with the transaction. */
const COMPARED = 'content_import_pages';

/**
 * The public pages' texts: a page of the file replaces its title, summary, date and sections
 * when any of them differs (sections have no identity of their own, so they are rewritten
 * whole). Pages are never withdrawn: their routes are the domain's page table, not the file's.
 */
export async function mergePages(db: Db, staging: string): Promise<ImportCounts> {
  const s = sql.raw(staging);
  const compared = sql.raw(COMPARED);
  await db.execute(sql`create temp table ${compared} on commit drop as
    with f as (
      select clave as ruta, titulo, resumen, fecha, lista::jsonb as secciones
      from ${s} where tipo = 'pagina'
    ), c as (
      select p.ruta, p.titulo, p.resumen, p.actualizada,
        coalesce((
          select jsonb_agg(jsonb_build_object('titulo', x.titulo, 'parrafos', x.parrafos) order by x.orden)
          from content_page_sections x where x.ruta = p.ruta
        ), '[]'::jsonb) as secciones
      from content_pages p where p.ruta in (select ruta from f)
    )
    select f.*, c.ruta is null as added,
      (c.titulo, c.resumen, c.actualizada, c.secciones)
        is distinct from (f.titulo, f.resumen, f.fecha, f.secciones) as differs
    from f left join c on c.ruta = f.ruta`);
  const [row] = await sqlRows<{
    added: string | number;
    changed: string | number;
    total: string | number;
  }>(
    db,
    sql`select count(*) filter (where added) as added,
      count(*) filter (where differs and not added) as changed, count(*) as total from ${compared}`,
  );
  await db.execute(sql`insert into content_pages (ruta, titulo, resumen, actualizada)
    select ruta, titulo, resumen, fecha from ${compared} where differs
    on conflict (ruta) do update set titulo = excluded.titulo, resumen = excluded.resumen,
      actualizada = excluded.actualizada`);
  await db.execute(sql`delete from content_page_sections
    where ruta in (select ruta from ${compared} where differs)`);
  await db.execute(sql`insert into content_page_sections (ruta, orden, titulo, parrafos)
    select c.ruta, e.n::smallint, e.value ->> 'titulo', e.value -> 'parrafos'
    from ${compared} c cross join lateral jsonb_array_elements(c.secciones) with ordinality e(value, n)
    where c.differs`);
  const added = Number(row?.added ?? 0);
  const changed = Number(row?.changed ?? 0);
  return { new: added, changed, unchanged: Number(row?.total ?? 0) - added - changed, retired: 0 };
}
