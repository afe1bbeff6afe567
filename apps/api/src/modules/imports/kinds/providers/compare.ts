import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { rowsOf } from './staged-sql.ts';

/**
 * Each place of the file against what the database holds now, as the staging writes it: the
 * provider's fields, the place, its hours and rooms, its directory specialties, its agreed
 * services for every plan in force, and the modules its first administrator has enabled (when
 * it has one). A place that was retired, or whose provider was, counts as changed.
 */
export async function countNewAndChanged(db: Db, ok: string) {
  const o = sql.raw(ok);
  const [row] = await rowsOf<{ new: number; changed: number; unchanged: number }>(
    db,
    sql`
    with current_rows as (
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
        coalesce((select string_agg(l.specialty_id::text, '|' order by l.specialty_id)
                  from directory_listings l where l.place_id = p.id), '') as especialidades,
        coalesce((select string_agg(a.service_codigo || '=' || round(a.valor * 100)::bigint, '|'
                                    order by a.service_codigo)
                  from agreed_services a
                  where a.place_id = p.id and a.plan_id is null and a.vigencia_hasta is null), '')
          as servicios,
        -- No administrator yet: nothing holds the grant, so the file's list stands.
        case when admin.id is not null then
          coalesce((select string_agg(um.module_id, '|' order by um.module_id collate "C")
                    from user_modules um where um.habilitado and um.user_id = admin.id), '')
        end as modulos
      from attention_places p
      join providers pr on pr.id = p.provider_id
      left join attention_place_details d on d.place_id = p.id
      left join lateral (
        select min(u.id) as id from users u
        where u.provider_id = pr.id and u.admin and u.disabled_at is null
      ) admin on true
      where p.id in (select lugar from ${o})
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
