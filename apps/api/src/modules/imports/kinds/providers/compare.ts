import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { GRANTS } from './grants.ts';
import { rowsOf } from './staged-sql.ts';

/**
 * Each place of the file against what the database holds now, as the staging writes it: the
 * provider's fields, the place, its hours and rooms, its directory specialties, its agreed
 * services for every plan in force, and the modules its first administrator has enabled (none
 * yet: nothing holds the grant, so the file's list stands; grants.ts). A place that was retired,
 * or whose provider was, counts as changed.
 */
export async function countNewAndChanged(db: Db, ok: string) {
  const o = sql.raw(ok);
  const [row] = await rowsOf<{ new: number; changed: number; unchanged: number }>(
    db,
    sql`
    with places as (
      select p.* from attention_places p where p.id in (select lugar from ${o})
    ),
    cards as (
      select l.place_id, string_agg(l.specialty_id::text, '|' order by l.specialty_id) as list
      from directory_listings l where l.place_id in (select id from places)
      group by l.place_id
    ),
    agreed as (
      select a.place_id,
             string_agg(a.service_codigo || '=' || round(a.valor * 100)::bigint, '|'
                        order by a.service_codigo) as list
      from agreed_services a
      where a.place_id in (select id from places) and a.plan_id is null
        and a.vigencia_hasta is null
      group by a.place_id
    ),
    current_rows as (
      select p.id as lugar, pr.id as codigo, pr.tipo, pr.cuit, pr.ape_razon_social, pr.nombre_abre,
        pr.email, case when pr.es_odonto then 'S' else 'N' end as odontologia,
        p.descripcion, p.calle, p.numero, p.locality_id, coalesce(p.telefono, '') as telefono,
        p.vigencia_hasta is null and pr.fecha_baja is null as vigente,
        coalesce(d.horarios ->> 'lun', '') as lun, coalesce(d.horarios ->> 'mar', '') as mar,
        coalesce(d.horarios ->> 'mier', '') as mier, coalesce(d.horarios ->> 'jue', '') as jue,
        coalesce(d.horarios ->> 'vie', '') as vie,
        coalesce((select string_agg(c.value, '|' order by c.n)
                  from jsonb_array_elements_text(d.consultorios) with ordinality as c (value, n)), '')
          as consultorios,
        coalesce(cards.list, '') as especialidades,
        coalesce(agreed.list, '') as servicios,
        -- No administrator yet: nothing holds the grant, so the file's list stands.
        g.enabled as modulos
      from places p
      join providers pr on pr.id = p.provider_id
      left join attention_place_details d on d.place_id = p.id
      left join cards on cards.place_id = p.id
      left join agreed on agreed.place_id = p.id
      left join ${sql.raw(GRANTS)} g on g.codigo = pr.id
    ),
    judged as (
      select c.lugar is null as is_new,
        (c.codigo, c.tipo, c.cuit, c.ape_razon_social, c.nombre_abre, c.email, c.odontologia,
         c.descripcion, c.calle, c.numero, c.locality_id, c.telefono, c.vigente,
         c.lun, c.mar, c.mier, c.jue, c.vie, c.consultorios, c.especialidades, c.servicios,
         coalesce(c.modulos, x.modulos))
        is distinct from
        (x.codigo, x.tipo::text, x.cuit::text, x.ape_razon_social::text, x.nombre_abre::text,
         x.email::text, x.odontologia::text, x.lugar_descripcion::text, x.calle::text,
         x.numero::text, x.locality_id, x.telefono::text, true, x.lun::text, x.mar::text,
         x.mier::text, x.jue::text, x.vie::text, x.consultorios, x.especialidades, x.servicios,
         x.modulos) as is_changed
      from ${o} x left join current_rows c on c.lugar = x.lugar
    )
    select count(*) filter (where is_new)::int as new,
           count(*) filter (where not is_new and is_changed)::int as changed,
           count(*) filter (where not is_new and not is_changed)::int as unchanged
    from judged`,
  );
  return row ?? { new: 0, changed: 0, unchanged: 0 };
}
