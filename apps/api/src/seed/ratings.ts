import { sql } from 'drizzle-orm';
import type { AreaSeed, SeedContext } from './context.ts';

/** What patients wrote, by how they rated (stars 5–4, 3, 2–1). */
const PRAISE = [
  'Excelente atención, muy puntual y claro en las indicaciones.',
  'Muy buena predisposición de todo el equipo.',
  'Me explicaron todo con paciencia. Lo recomiendo.',
  'El consultorio impecable y la atención muy cálida.',
  'Resolvieron mi consulta en el día.',
];
const NEUTRAL = [
  'Buena atención, aunque tuve que esperar bastante.',
  'Correcto, pero costó conseguir turno.',
  'La atención bien; la sala de espera muy llena.',
];
const COMPLAINTS = [
  'Me cambiaron el turno dos veces sin aviso.',
  'Demoras de más de una hora y poca información.',
  'No me atendieron el teléfono para reprogramar.',
];

const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`);

/**
 * Patients' ratings, in SQL from the row numbers (deterministic, set-based), dated back from
 * `now` over the last 13 months so the page's 12-month chart is full: 36 a place for demo@'s
 * and interior@'s places, 6 to 35 for every fourth synthetic provider's (the directory's cards
 * read them). Stars lean high, as real ratings do; one rating in three has a comment.
 */
export async function seedRatings({ db, now }: SeedContext): Promise<void> {
  await db.execute(sql`
    with rated as (
      select pl.provider_id, pl.id as place_id, k,
             (pl.id::bigint * 7919 + k * 104729) % 100 as h
      from attention_places pl
      cross join lateral generate_series(1,
        case when pl.provider_id in (100001, 200001) then 36 else 6 + pl.id % 30 end) as k
      where pl.provider_id in (100001, 200001) or (pl.provider_id > 600000 and pl.provider_id % 4 = 0)
    ),
    starred as (
      select *, case when h < 52 then 5 when h < 80 then 4 when h < 91 then 3 when h < 96 then 2 else 1 end as estrellas
      from rated
    )
    insert into provider_ratings (provider_id, place_id, estrellas, comentario, rated_at)
    select provider_id, place_id, estrellas,
           case when k % 3 <> 0 then null
                when estrellas >= 4 then (${textArray(PRAISE)})[1 + (place_id + k) % ${PRAISE.length}]
                when estrellas = 3 then (${textArray(NEUTRAL)})[1 + (place_id + k) % ${NEUTRAL.length}]
                else (${textArray(COMPLAINTS)})[1 + (place_id + k) % ${COMPLAINTS.length}] end,
           ${now.toISOString()}::timestamptz - make_interval(days => ((k - 1) * 11 + place_id % 7)::int, hours => (k % 9)::int)
    from starred
  `);
}

export const seedStep: AreaSeed = { after: ['auth', 'coverage'], run: seedRatings };
