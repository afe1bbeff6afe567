import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';

/** The staging table's name: the engine's own identifier, never the file's text. */
export const table = (name: string): SQL => sql.raw(name);

/** The domain's searchKey in SQL (lower case, no accents, words), for matching names. */
export const nameKey = (column: string): SQL =>
  sql.raw(
    `trim(regexp_replace(lower(translate(${column}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')), '[^a-z0-9]+', ' ', 'g'))`,
  );

export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

const CODE = `'^[0-9]{1,9}$'`;

/**
 * Finds each staged place's locality, by its code or by its name within the province (by name or
 * code) when one is given, and keeps it on the staging row with how many localities matched:
 * the checks refuse none or several, the merge writes the one. Each distinct locality and
 * province pair of the file is looked up once (a register repeats few of them), and rows already
 * resolved are left as they are, so the checks and the merge may both ask.
 */
export async function resolveLocalities(db: Db, staging: string): Promise<void> {
  const s = table(staging);
  await db.execute(sql`
    alter table ${s} add column if not exists locality_id integer,
      add column if not exists province_id smallint,
      add column if not exists matches integer`);
  await db.execute(sql`
    update ${s} as t set locality_id = m.locality_id, province_id = m.province_id, matches = m.n
    from (
      with asked as (
        select distinct localidad, provincia from ${s} where matches is null
      ),
      known as (
        select l.id, l.province_id, ${nameKey('l.nombre')} as name_key,
               ${nameKey('p.nombre')} as province_key
        from localities l join provinces p on p.id = l.province_id
      )
      select a.localidad, a.provincia, min(k.id) as locality_id,
             min(k.province_id) as province_id, count(k.id)::int as n
      from asked a
      left join known k on case
        when a.localidad ~ ${sql.raw(CODE)} then k.id = a.localidad::int
        else k.name_key = ${nameKey('a.localidad')}
          and (a.provincia = '' or case
            when a.provincia ~ ${sql.raw(CODE)} then k.province_id = a.provincia::int
            else k.province_key = ${nameKey('a.provincia')} end)
      end
      group by a.localidad, a.provincia
    ) m
    where t.matches is null and m.localidad = t.localidad and m.provincia = t.provincia`);
}
