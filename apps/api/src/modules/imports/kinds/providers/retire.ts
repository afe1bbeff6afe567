import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { rowsOf, table } from './staged-sql.ts';

/**
 * A full file is the whole register. A place of a provider in the file that the file lacks ends
 * the day before the file's date and leaves the directory. A provider missing from the file is
 * deactivated (never deleted: its history stays): it takes the file's date as its leave, its
 * places end and leave the directory, and its users' open sessions end (login then says why).
 * Answers the rows retired: each place, and each provider that had no place in force.
 */
export async function retireMissing(db: Db, staging: string, ok: string, fileDate: string) {
  const s = table(staging);
  const o = sql.raw(ok);
  const until = sql`greatest(p.vigencia_desde, ${fileDate}::date - 1)`;
  const [places] = await rowsOf<{ n: number }>(
    db,
    sql`
    with ended as (
      update attention_places p set vigencia_hasta = ${until}
      where p.vigencia_hasta is null
        and p.provider_id in (select codigo from ${o})
        and p.id not in (select lugar from ${o})
      returning p.id
    ),
    unlisted as (delete from directory_listings l using ended e where l.place_id = e.id)
    select count(*)::int as n from ended`,
  );
  const [providers] = await rowsOf<{ places: number; bare: number }>(
    db,
    sql`
    with gone as (
      update providers pr set fecha_baja = ${fileDate}::date
      where pr.fecha_baja is null and pr.id not in (select codigo from ${s})
      returning pr.id
    ),
    ended as (
      update attention_places p set vigencia_hasta = ${until}
      from gone g
      where p.provider_id = g.id and (p.vigencia_hasta is null or p.vigencia_hasta >= ${fileDate}::date)
      returning p.id, p.provider_id
    ),
    unlisted as (delete from directory_listings l using gone g where l.provider_id = g.id),
    ended_sessions as (
      update sessions x set revoked_at = now()
      from users u, gone g
      where x.user_id = u.id and u.provider_id = g.id and x.revoked_at is null
    )
    select (select count(*) from ended)::int as places,
           (select count(*) from gone g
            where not exists (select 1 from ended e where e.provider_id = g.id))::int as bare`,
  );
  return (places?.n ?? 0) + (providers?.places ?? 0) + (providers?.bare ?? 0);
}
