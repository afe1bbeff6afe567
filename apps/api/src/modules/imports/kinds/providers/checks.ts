import { sql } from 'drizzle-orm';
import { PROVIDER_IMPORT_FIELDS } from '@portal/contracts';
import type { Db } from '../../../../db/client.ts';
import type { RowProblem } from '../../engine/kind.ts';
import { resolveLocalities, rowsOf, table } from './staged-sql.ts';

/**
 * What only the database can tell about a staged providers file, set-wise: places whose
 * repeated provider fields disagree with the provider's first row, unknown localities,
 * specialties, services and modules, a place of another provider, and an administrator's e-mail
 * another provider already uses. Lines and Spanish messages, for the report.
 */
export async function checkStagedProviders(db: Db, staging: string): Promise<RowProblem[]> {
  await resolveLocalities(db, staging);
  const s = table(staging);
  const differs = PROVIDER_IMPORT_FIELDS.filter((field) => field !== 'codigo').map(
    (field) =>
      sql`(${sql.raw(`'${field}'`)}, x.${sql.raw(field)} is distinct from f.${sql.raw(field)})`,
  );
  return rowsOf<RowProblem>(
    db,
    sql`
    with first_rows as (
      select distinct on (codigo) * from ${s} order by codigo, line
    )
    select x.line, d.field,
           'No coincide con la línea ' || f.line || ', del mismo prestador (' || x.codigo || ').' as message
    from ${s} x
    join first_rows f on f.codigo = x.codigo and f.line <> x.line
    cross join lateral (values ${sql.join(differs, sql`, `)}) as d (field, differs)
    where d.differs
    union all
    select line, 'localidad',
           case when matches = 0
             then 'La localidad «' || localidad || '» no existe'
                  || case when provincia = '' then '' else ' en «' || provincia || '»' end || '.'
             else 'Hay ' || matches || ' localidades «' || localidad || '»: indicá la provincia o el código de la localidad.'
           end
    from ${s} where matches <> 1
    union all
    select x.line, 'modulos', 'El módulo «' || k.id || '» no existe.'
    from ${s} x cross join unnest(string_to_array(x.modulos, '|')) as k (id)
    where not exists (select 1 from modules m where m.id = k.id)
    union all
    select x.line, 'especialidades', 'La especialidad ' || k.id || ' no existe.'
    from ${s} x cross join unnest(string_to_array(x.especialidades, '|')) as k (id)
    where not exists (select 1 from specialties e where e.id = k.id::int)
    union all
    select x.line, 'servicios', 'La prestación ' || split_part(k.item, '=', 1) || ' no existe.'
    from ${s} x cross join unnest(string_to_array(x.servicios, '|')) as k (item)
    where not exists (select 1 from services v where v.codigo = split_part(k.item, '=', 1)::int)
    union all
    select x.line, 'lugar',
           'El lugar de atención ' || x.lugar || ' es de otro prestador (' || p.provider_id || ').'
    from ${s} x join attention_places p on p.id = x.lugar
    where p.provider_id <> x.codigo
    union all
    select x.line, 'admin_email', 'Ese e-mail ya es de un usuario de otro prestador.'
    from ${s} x
    where x.admin_email <> '' and exists (
      select 1 from users u where lower(u.email) = x.admin_email and u.provider_id <> x.codigo)
    union all
    select x.line, 'admin_email',
           'El prestador ' || y.codigo || ' del archivo tiene el mismo e-mail de administrador.'
    from ${s} x
    join lateral (
      select min(o.codigo) as codigo from ${s} o
      where o.admin_email = x.admin_email and o.codigo <> x.codigo
    ) y on y.codigo is not null
    where x.admin_email <> ''
    order by 1, 2`,
  );
}
