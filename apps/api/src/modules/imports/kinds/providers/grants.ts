import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';

/** Each provider of the file with an administrator: the file's modules and the enabled ones. */
export const GRANTS = 'import_providers_grants';

/**
 * The modules each provider's first administrator has enabled, as the staging writes a list,
 * beside the file's, in a temporary table with statistics. Read inline, the per-provider
 * aggregate is planned for one row (the users table's statistics are old on an embedded
 * database, which has no autovacuum) and re-run for every provider: 15 s for 5,000 of them.
 */
export async function collectGrants(db: Db, ok: string) {
  const o = sql.raw(ok);
  const g = sql.raw(GRANTS);
  await db.execute(sql`drop table if exists ${g}`);
  await db.execute(sql`
    create temp table ${g} on commit drop as
    select w.codigo, w.modulos as wanted, a.id as admin_id,
      coalesce((select string_agg(um.module_id, '|' order by um.module_id collate "C")
                from user_modules um where um.user_id = a.id and um.habilitado), '') as enabled
    from (select distinct on (codigo) codigo, modulos from ${o} order by codigo, line) w
    join lateral (
      select min(u.id) as id from users u
      where u.provider_id = w.codigo and u.admin and u.disabled_at is null
    ) a on a.id is not null`);
  await db.execute(sql`analyze ${g}`);
}

/**
 * The modules the insurer grants a provider are what its administrators have enabled; its
 * sub-users keep what the administrator gave them. Providers whose first administrator already
 * has the file's list are not written.
 */
export async function grantModules(db: Db) {
  await db.execute(sql`
    insert into user_modules as t (user_id, module_id, habilitado)
    select u.id, m.id, m.id = any (string_to_array(g.wanted, '|'))
    from ${sql.raw(GRANTS)} g
    join users u on u.provider_id = g.codigo and u.admin and u.disabled_at is null
    cross join modules m
    where g.enabled <> g.wanted
    on conflict (user_id, module_id) do update set habilitado = excluded.habilitado
    where t.habilitado <> excluded.habilitado`);
}
