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
 * the checks refuse none or several, the merge writes the one.
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
      select x.line, min(l.id) as locality_id, min(l.province_id) as province_id,
             count(l.id)::int as n
      from ${s} x
      left join localities l on case
        when x.localidad ~ ${sql.raw(CODE)} then l.id = x.localidad::int
        else ${nameKey('l.nombre')} = ${nameKey('x.localidad')}
          and (x.provincia = '' or l.province_id in (
            select p.id from provinces p
            where case when x.provincia ~ ${sql.raw(CODE)} then p.id = x.provincia::int
                       else ${nameKey('p.nombre')} = ${nameKey('x.provincia')} end))
      end
      group by x.line
    ) m
    where m.line = t.line`);
}
