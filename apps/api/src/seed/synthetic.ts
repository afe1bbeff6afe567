import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { FIRST_NAMES, INSTITUTION_PREFIXES, LAST_NAMES, PLANS } from './reference-data.ts';

export const SEED_SIZES = {
  demo: { providers: 300, affiliates: 3_000, supportCasesPerProvider: 10 },
  large: { providers: 50_000, affiliates: 1_000_000, supportCasesPerProvider: 4 },
} as const;
export type SeedSize = keyof typeof SEED_SIZES;

/** A named size, or the counts themselves (a test seeds the large shape with a few providers). */
export type SeedScale =
  SeedSize | { providers: number; affiliates: number; supportCasesPerProvider: number };

export const scaleOf = (size: SeedScale) => (typeof size === 'string' ? SEED_SIZES[size] : size);

/**
 * The large seed's shape (its affiliates per provider, its support cases) for `providers`
 * providers: the same code path as `seedDatabase(db, 'large')`, small enough for a test.
 */
export const largeShape = (providers: number): SeedScale => ({
  providers,
  affiliates: (SEED_SIZES.large.affiliates / SEED_SIZES.large.providers) * providers,
  supportCasesPerProvider: SEED_SIZES.large.supportCasesPerProvider,
});

const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`);
const intArray = (items: readonly number[]) => sql.raw(`array[${items.join(',')}]`);

/*
 * Synthetic providers (codes 600001…) and affiliates (contracts 40000000…, four members each)
 * are generated inside the database with generate_series: every value is a pure function of the
 * row number, so runs are deterministic and a million rows take seconds, not minutes.
 */
const first = textArray(FIRST_NAMES);
const last = textArray(LAST_NAMES);

/**
 * A 10-digit CUIT prefix and its modulo-11 check digit (AFIP's, as cuit.ts), in SQL: the
 * providers' file refuses a CUIT whose digit is wrong, so an exported register must hold none.
 */
const cuitOf = (prefix: SQL) => sql`
  select p.prefix, (case 11 - s.total % 11 when 11 then 0 when 10 then 9 else 11 - s.total % 11 end)::text as check_digit
  from (select ${prefix} as prefix) p
  cross join lateral (
    select sum(substr(p.prefix, k, 1)::int * (array[5, 4, 3, 2, 7, 6, 5, 4, 3, 2])[k]) as total
    from generate_series(1, 10) as k
  ) s`;

/** The synthetic providers and their management unit (the core seed step). */
export async function seedSyntheticProviders(db: Db, size: { providers: number }) {
  const prefixes = textArray(INSTITUTION_PREFIXES);
  await db.execute(sql`
    insert into providers (id, cuit, ape_razon_social, nombre_abre, tipo, email, province_id, locality_id, is_circle, medical_history_enable, hospitalization_in_affiliate_validation, es_odonto)
    select 600000 + i,
           c.prefix || c.check_digit,
           case when i % 20 = 0 then (${prefixes})[1 + i % 6] || ' ' || (${last})[1 + (i * 7) % 30]
                when i % 20 = 1 then 'Equipo ' || (${last})[1 + (i * 11) % 30] || ' y Asociados'
                else (${last})[1 + (i * 7) % 30] end,
           case when i % 20 < 2 then (${last})[1 + (i * 7) % 30] else (${first})[1 + (i * 13) % 30] end,
           case when i % 20 = 0 then 'I' when i % 20 = 1 then 'E' when i % 50 = 2 then 'C' else 'P' end,
           'prestador' || (600000 + i) || '@prestadores.test',
           l.province_id, l.id, i % 50 = 2, i % 3 = 0, i % 20 = 0 and l.province_id not in (2, 6), i % 9 = 0
    from generate_series(1, ${size.providers}) as i
    join localities l on l.id = 1 + (i * 13) % (select count(*) from localities)
    cross join lateral (${cuitOf(sql`(case when i % 20 < 2 then '30' else '20' end) || lpad((10000000 + i)::text, 8, '0')`)}) c
  `);
  await db.execute(sql`
    insert into provider_management_units (provider_id, unit_id)
    select id, case when province_id in (2, 6) then 5 else 6 end from providers where id > 600000
  `);
}

/**
 * The alta of every seeded affiliate: the register's `desde`, which its file requires, so the
 * demo register exports as a file that imports back unchanged.
 */
export const AFFILIATES_SINCE = '2020-01-01';

/** The synthetic affiliates, on the prepaga-1 plans (the affiliates seed step). */
export async function seedSyntheticAffiliates(db: Db, size: { affiliates: number }) {
  const planIds = intArray(PLANS.filter(([, prepaga]) => prepaga === 1).map(([id]) => id));
  await db.execute(sql`
    insert into affiliates (contra, middle, inte, prepaga_id, plan_id, nombre, apellido, documento, estado, estado_desc, requiere_token, condicion_impuestos, vigencia_desde)
    select 40000000 + (i - 1) / 4, 1, 1 + (i - 1) % 4, 1, (${planIds})[1 + ((i - 1) / 4) % 6],
           (${first})[1 + (i * 17) % 30], (${last})[1 + ((i - 1) / 4 * 7) % 30],
           -- from 25 million: clear of the documents of the demo affiliates (20000001 to 20000003)
           (25000000 + i)::text,
           case when i % 17 = 0 then '2' else '1' end,
           case when i % 17 = 0 then 'Baja' else 'Activo' end,
           i % 50 = 0,
           case i % 10 when 3 then 'Monotributista' when 7 then 'Responsable Inscripto' else 'Consumidor Final' end,
           ${AFFILIATES_SINCE}::date
    from generate_series(1, ${size.affiliates}) as i
  `);
}
