import { sql } from 'drizzle-orm';
import { searchKey } from '@portal/domain/coverage';
import { specialties } from '../db/schema/core.ts';
import { directoryLocalities } from '../db/schema/directory.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { INSTITUTION_KINDS, LOCALITY_COORDINATES } from './directory-coordinates.ts';
import { LOCALITIES, PROVINCES } from './reference-data.ts';

/** [place, specialties]: the demo providers' places in force (DEMO-DATA.md), a college none. */
const DEMO_LISTINGS: readonly [number, number[]][] = [
  [1001, [1, 3]],
  [1002, [1, 3]],
  [2001, [201, 101, 102]],
  [2002, [1, 3]],
  [3001, [2, 101]],
  [4001, [4]],
];

/** Monday–Friday hours of a synthetic place, by its id modulo 4 (null: closed that day). */
const HOURS = [
  `jsonb_build_object('lun', '08:00 a 16:00', 'mar', '08:00 a 16:00', 'mier', '08:00 a 16:00', 'jue', '08:00 a 16:00', 'vie', '08:00 a 14:00')`,
  `jsonb_build_object('lun', '14:00 a 20:00', 'mar', null, 'mier', '14:00 a 20:00', 'jue', null, 'vie', '14:00 a 20:00')`,
  `jsonb_build_object('lun', '09:00 a 13:00', 'mar', '09:00 a 13:00', 'mier', '15:00 a 19:00', 'jue', '09:00 a 13:00', 'vie', null)`,
  `jsonb_build_object('lun', '00:00 a 23:59', 'mar', '00:00 a 23:59', 'mier', '00:00 a 23:59', 'jue', '00:00 a 23:59', 'vie', '00:00 a 23:59')`,
];

/** The domain's searchKey in SQL, for names of letters, spaces and dots (the seeded ones). */
const nameKey = (column: string) =>
  sql.raw(
    `trim(regexp_replace(lower(translate(${column}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')), '[^a-z0-9]+', ' ', 'g'))`,
  );

/**
 * The directory (cartilla): every locality's centre, the institution kinds (section 4), and a
 * card per place and specialty. Synthetic providers are listed in SQL from their row (set-based,
 * so the large seed's 50,000 providers take seconds): a person in one specialty, every third also
 * in clínica médica; an institution in its kind, and those of kind I or E also in guardias.
 * Places without hours get Monday–Friday hours, and synthetic places a phone.
 */
export async function seedDirectory({ db }: SeedContext): Promise<void> {
  await db.insert(directoryLocalities).values(
    LOCALITIES.map(([provinceId, partido, nombre], index) => {
      const point = LOCALITY_COORDINATES[nombre];
      if (!point) throw new Error(`no coordinates for ${nombre}`);
      const provincia = PROVINCES.find(([id]) => id === provinceId)?.[1] ?? '';
      return {
        localityId: index + 1,
        lat: point[0],
        lon: point[1],
        searchKey: searchKey(`${nombre} ${partido} ${provincia}`),
      };
    }),
  );
  await db
    .insert(specialties)
    .values(INSTITUTION_KINDS.map(([id, descripcion]) => ({ id, descripcion, seccion: 4 })));

  const demo = DEMO_LISTINGS.flatMap(([place, ids]) => ids.map((id) => `(${place}, ${id})`));
  await db.execute(sql`
    insert into directory_listings (place_id, specialty_id, provider_id, locality_id, name_key)
    select d.place_id, d.specialty_id, p.provider_id, p.locality_id, ${nameKey('pr.ape_razon_social')}
    from (values ${sql.raw(demo.join(', '))}) as d (place_id, specialty_id)
    join attention_places p on p.id = d.place_id
    join providers pr on pr.id = p.provider_id
  `);
  await db.execute(sql`
    with synthetic as (
      select p.id as place_id, p.locality_id, pr.id as provider_id, pr.tipo,
             ${nameKey('pr.ape_razon_social')} as name_key
      from attention_places p join providers pr on pr.id = p.provider_id
      where pr.id > 600000
    ),
    cards as (
      select place_id, 1 + (provider_id * 7) % 28 as specialty_id from synthetic where tipo = 'P'
      union select place_id, 1 from synthetic where tipo = 'P' and provider_id % 3 = 0
      union select place_id, 201 + provider_id % 6 from synthetic where tipo <> 'P'
      union select place_id, 101 + provider_id % 5 from synthetic where tipo in ('I', 'E')
      union select place_id, 101 from synthetic where tipo = 'I'
    )
    insert into directory_listings (place_id, specialty_id, provider_id, locality_id, name_key)
    select c.place_id, c.specialty_id, s.provider_id, s.locality_id, s.name_key
    from cards c join synthetic s on s.place_id = c.place_id
  `);

  await db.execute(sql`
    insert into attention_place_details (place_id, horarios, consultorios)
    select p.id, (array[${sql.raw(HOURS.join(', '))}])[1 + p.id % 4], '[]'::jsonb
    from attention_places p
    where p.id in (select place_id from directory_listings)
    on conflict (place_id) do nothing
  `);
  await db.execute(sql`
    update attention_places
    set telefono = '0' || (11 + provider_id % 89) || ' 4' || lpad((provider_id % 1000)::text, 3, '0') || '-' || lpad((provider_id % 10000)::text, 4, '0')
    where provider_id > 600000 and telefono is null
  `);
}

// After profile: its demo places keep the hours it gives them (the listing's fill skips them).
export const seedStep: AreaSeed = { after: ['coverage', 'profile'], run: seedDirectory };
