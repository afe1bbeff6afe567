import { sql } from 'drizzle-orm';
import { formatCents, formatFlag } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { keysetPages } from '../engine/keyset.ts';
import type { ExportRow } from '../engine/kind.ts';

interface Stored {
  lugar: number;
  codigo: string;
  tipo: string;
  cuit: string;
  ape_razon_social: string;
  nombre_abre: string;
  email: string;
  es_odonto: boolean;
  modulos: string;
  admin_email: string;
  descripcion: string;
  calle: string;
  numero: string;
  localidad: string;
  provincia: string;
  telefono: string;
  lun: string;
  mar: string;
  mier: string;
  jue: string;
  vie: string;
  consultorios: string;
  especialidades: string;
  /** code=cents|…, by code; formatted as pesos below. */
  servicios: string;
}

/**
 * One page of places in force of active providers, after place `after`, each with what the
 * import's comparison reads (kinds/providers/compare.ts): the provider, the place, its hours and
 * rooms, its directory specialties, its agreed services for every plan in force, and the modules
 * its first administrator has enabled. A provider with no administrator keeps no grant of its
 * own (ADR 0049): the export names every module of the catalogue, which is what its file may
 * say without changing anything.
 */
const page = (after: number | null, limit: number) => sql`
  with places as (
    select p.* from attention_places p join providers pr on pr.id = p.provider_id
    where p.vigencia_hasta is null and pr.fecha_baja is null
      ${after === null ? sql`` : sql`and p.id > ${after}`}
    order by p.id limit ${limit}
  ),
  admins as (
    select u.provider_id, min(u.id) as id from users u
    where u.admin and u.disabled_at is null
      and u.provider_id in (select provider_id from places)
    group by u.provider_id
  )
  select p.id as lugar, pr.id::text as codigo, pr.tipo, pr.cuit, pr.ape_razon_social,
    pr.nombre_abre, pr.email, pr.es_odonto,
    case when a.id is null
      then (select string_agg(m.id, '|' order by m.id collate "C") from modules m)
      else coalesce((select string_agg(um.module_id, '|' order by um.module_id collate "C")
                     from user_modules um where um.user_id = a.id and um.habilitado), '')
    end as modulos,
    coalesce((select lower(u.email) from users u where u.id = a.id), '') as admin_email,
    p.descripcion, p.calle, p.numero, p.locality_id::text as localidad, pv.nombre as provincia,
    coalesce(p.telefono, '') as telefono,
    coalesce(d.horarios ->> 'lun', '') as lun, coalesce(d.horarios ->> 'mar', '') as mar,
    coalesce(d.horarios ->> 'mier', '') as mier, coalesce(d.horarios ->> 'jue', '') as jue,
    coalesce(d.horarios ->> 'vie', '') as vie,
    coalesce((select string_agg(c.value, '|' order by c.n)
              from jsonb_array_elements_text(d.consultorios) with ordinality as c (value, n)), '')
      as consultorios,
    coalesce((select string_agg(l.specialty_id::text, '|' order by l.specialty_id)
              from directory_listings l where l.place_id = p.id), '') as especialidades,
    coalesce((select string_agg(s.service_codigo || '=' || round(s.valor * 100)::bigint, '|'
                                order by s.service_codigo)
              from agreed_services s
              where s.place_id = p.id and s.plan_id is null and s.vigencia_hasta is null), '')
      as servicios
  from places p
  join providers pr on pr.id = p.provider_id
  join localities lo on lo.id = p.locality_id
  join provinces pv on pv.id = lo.province_id
  left join attention_place_details d on d.place_id = p.id
  left join admins a on a.provider_id = pr.id
  order by p.id`;

/** `420101=1500050|…` as the file writes it: `420101=15000,50|…`. */
const servicesInPesos = (list: string) =>
  list === ''
    ? ''
    : list
        .split('|')
        .map((item) => {
          const [codigo, cents] = item.split('=');
          return `${codigo}=${formatCents(cents!)}`;
        })
        .join('|');

/** The providers register: one row per place in force, by place code (docs/decisions/0049). */
export async function* exportProviders(db: Db): AsyncGenerator<ExportRow> {
  for await (const row of keysetPages<Stored, number>(db, page, (row) => Number(row.lugar))) {
    yield {
      codigo: row.codigo,
      tipo: row.tipo,
      cuit: row.cuit,
      ape_razon_social: row.ape_razon_social,
      nombre_abre: row.nombre_abre,
      email: row.email,
      odontologia: formatFlag(row.es_odonto),
      modulos: row.modulos,
      admin_email: row.admin_email,
      lugar: String(row.lugar),
      lugar_descripcion: row.descripcion,
      calle: row.calle,
      numero: row.numero,
      localidad: row.localidad,
      provincia: row.provincia,
      telefono: row.telefono,
      lun: row.lun,
      mar: row.mar,
      mier: row.mier,
      jue: row.jue,
      vie: row.vie,
      consultorios: row.consultorios,
      especialidades: row.especialidades,
      servicios: servicesInPesos(row.servicios),
    };
  }
}
