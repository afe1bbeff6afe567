import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';

/**
 * Writes the file's providers and places set-wise, one statement per table, touching only rows
 * that differ (a repeated file writes nothing). A provider keeps its own province and locality
 * once created (they start as its first place's); coming back in the file reactivates it.
 */
export async function upsertProvidersAndPlaces(db: Db, ok: string, fileDate: string) {
  const o = sql.raw(ok);
  await db.execute(sql`
    insert into providers as t (id, cuit, ape_razon_social, nombre_abre, tipo, email, province_id,
                                locality_id, es_odonto)
    select distinct on (codigo) codigo, cuit, ape_razon_social, nombre_abre, tipo, email,
           province_id, locality_id, odontologia = 'S'
    from ${o} order by codigo, lugar
    on conflict (id) do update set cuit = excluded.cuit, ape_razon_social = excluded.ape_razon_social,
      nombre_abre = excluded.nombre_abre, tipo = excluded.tipo, email = excluded.email,
      es_odonto = excluded.es_odonto, fecha_baja = null
    where (t.cuit, t.ape_razon_social, t.nombre_abre, t.tipo, t.email, t.es_odonto, t.fecha_baja)
      is distinct from (excluded.cuit, excluded.ape_razon_social, excluded.nombre_abre,
                        excluded.tipo, excluded.email, excluded.es_odonto, null)`);
  await db.execute(sql`
    insert into attention_places as t (id, provider_id, descripcion, calle, numero, locality_id,
                                       telefono, vigencia_desde, vigencia_hasta)
    select lugar, codigo, lugar_descripcion, calle, numero, locality_id, nullif(telefono, ''),
           ${fileDate}::date, null
    from ${o}
    on conflict (id) do update set descripcion = excluded.descripcion, calle = excluded.calle,
      numero = excluded.numero, locality_id = excluded.locality_id, telefono = excluded.telefono,
      vigencia_hasta = null
    where (t.descripcion, t.calle, t.numero, t.locality_id, t.telefono, t.vigencia_hasta)
      is distinct from (excluded.descripcion, excluded.calle, excluded.numero,
                        excluded.locality_id, excluded.telefono, null)`);
  await db.execute(sql`
    insert into attention_place_details as t (place_id, horarios, consultorios)
    select lugar,
      jsonb_build_object('lun', nullif(lun, ''), 'mar', nullif(mar, ''), 'mier', nullif(mier, ''),
                         'jue', nullif(jue, ''), 'vie', nullif(vie, '')),
      to_jsonb(string_to_array(consultorios, '|'))
    from ${o}
    on conflict (place_id) do update set horarios = excluded.horarios,
      consultorios = excluded.consultorios
    where (t.horarios, t.consultorios) is distinct from (excluded.horarios, excluded.consultorios)`);
}

/**
 * The directory cards of the file's places: one per place and specialty, carrying the place's
 * locality and the provider's name key, so a new place is found by the next search.
 */
export async function syncDirectory(db: Db, ok: string) {
  const o = sql.raw(ok);
  await db.execute(sql`
    delete from directory_listings l using ${o} x
    where l.place_id = x.lugar
      and not (l.specialty_id = any (string_to_array(x.especialidades, '|')::int[]))`);
  await db.execute(sql`
    insert into directory_listings as t (place_id, specialty_id, provider_id, locality_id, name_key)
    select x.lugar, k.id::int, x.codigo, x.locality_id, x.name_key
    from ${o} x cross join unnest(string_to_array(x.especialidades, '|')) as k (id)
    on conflict (place_id, specialty_id) do update set provider_id = excluded.provider_id,
      locality_id = excluded.locality_id, name_key = excluded.name_key
    where (t.provider_id, t.locality_id, t.name_key)
      is distinct from (excluded.provider_id, excluded.locality_id, excluded.name_key)`);
  // A renamed provider's cards at places this file leaves out keep its new name too.
  await db.execute(sql`
    update directory_listings l set name_key = x.name_key
    from (select distinct codigo, name_key from ${o}) x
    where l.provider_id = x.codigo and l.name_key <> x.name_key`);
}

/**
 * Agreed services for every plan (plan_id null) at the file's places: one that left the list or
 * changed its value ends the day before the file's date; the file's new ones start on it.
 * Services agreed for one plan are the insurer's other business and are left as they are.
 */
export async function syncServices(db: Db, ok: string, fileDate: string) {
  const o = sql.raw(ok);
  const listed = sql`(
    select x.codigo, x.lugar, split_part(k.item, '=', 1)::int as service,
           split_part(k.item, '=', 2)::bigint as cents
    from ${o} x cross join unnest(string_to_array(x.servicios, '|')) as k (item))`;
  await db.execute(sql`
    update agreed_services a
    set vigencia_hasta = greatest(a.vigencia_desde, ${fileDate}::date - 1)
    where a.place_id in (select lugar from ${o}) and a.plan_id is null and a.vigencia_hasta is null
      and not exists (select 1 from ${listed} f
                      where f.lugar = a.place_id and f.service = a.service_codigo
                        and f.cents = round(a.valor * 100))`);
  await db.execute(sql`
    insert into agreed_services (provider_id, place_id, service_codigo, plan_id, valor, vigencia_desde)
    select f.codigo, f.lugar, f.service, null, f.cents / 100.0, ${fileDate}::date
    from ${listed} f
    where not exists (select 1 from agreed_services a
                      where a.place_id = f.lugar and a.service_codigo = f.service
                        and a.plan_id is null and a.vigencia_hasta is null
                        and round(a.valor * 100) = f.cents)`);
}

/**
 * The modules the insurer grants a provider are what its administrators have enabled; its
 * sub-users keep what the administrator gave them.
 */
export async function grantModules(db: Db, ok: string) {
  const o = sql.raw(ok);
  await db.execute(sql`
    insert into user_modules as t (user_id, module_id, habilitado)
    select u.id, m.id, m.id = any (string_to_array(p.modulos, '|'))
    from (select distinct on (codigo) codigo, modulos from ${o} order by codigo, line) p
    join users u on u.provider_id = p.codigo and u.admin and u.disabled_at is null
    cross join modules m
    on conflict (user_id, module_id) do update set habilitado = excluded.habilitado
    where t.habilitado <> excluded.habilitado`);
}
