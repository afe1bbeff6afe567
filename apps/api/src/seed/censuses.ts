import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { addDays, formatServerDate } from '@portal/domain/format';
import { censusCode, type CensusMovement, type CensusNewborn } from '@portal/domain/censuses';
import { startOfArgentineDay } from '@portal/domain/support-cases';
import { affiliates } from '../db/schema/affiliates.ts';
import { users } from '../db/schema/auth.ts';
import { censusRows } from '../db/schema/censuses.ts';
import type { AreaSeed, SeedContext } from './context.ts';

/**
 * The census each of demo@ and interior@ shows (DEMO-DATA.md): admissions, a discharge and a
 * newborn over the last days, dated back from the first start so the search's default 15 days
 * hold them. Juan Pérez (30000001 1 01) is left out: the journeys admit and discharge him.
 */
const CENSUS_PROVIDERS = [
  { providerId: 100001, email: 'demo@prestadores.test', place: 1001 },
  { providerId: 200001, email: 'interior@prestadores.test', place: 2001 },
] as const;

/** [patient (index into the chosen affiliates), newborn, movement, days before the start] */
const MOVEMENTS: readonly [number, CensusNewborn, CensusMovement, number][] = [
  [0, 0, 'ingreso', 6],
  [0, 0, 'egreso', 2],
  [1, 0, 'ingreso', 4],
  [1, 1, 'ingreso', 3],
  [2, 0, 'ingreso', 1],
];

const isoDay = (day: Date) => {
  const text = formatServerDate(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};

export async function seedCensuses({ db, now }: SeedContext): Promise<void> {
  // Carlos Medina (30000003 1 01), then synthetic valid affiliates in a fixed order.
  const patients = await db
    .select({ id: affiliates.id, contra: affiliates.contra, inte: affiliates.inte })
    .from(affiliates)
    .where(and(eq(affiliates.estado, '1'), gt(affiliates.contra, 30000002)))
    .orderBy(asc(affiliates.contra), asc(affiliates.inte), asc(affiliates.middle))
    .limit(MOVEMENTS.length * CENSUS_PROVIDERS.length);
  const admins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        CENSUS_PROVIDERS.map((provider) => provider.email),
      ),
    );
  const today = startOfArgentineDay(now);

  const rows = CENSUS_PROVIDERS.flatMap((provider, providerIndex) => {
    const userId = admins.find((admin) => admin.email === provider.email)?.id;
    if (userId === undefined) throw new Error(`census seed: no user ${provider.email}`);
    return MOVEMENTS.map(([patientIndex, recienNacido, movimiento, daysBack], index) => {
      // Carlos is a patient of both providers; the others differ between them.
      const chosen = patientIndex === 0 ? 0 : patientIndex + providerIndex * 2;
      const patient = patients[chosen];
      if (!patient) throw new Error('census seed: not enough valid affiliates');
      const day = addDays(today, -daysBack);
      return {
        providerId: provider.providerId,
        userId,
        affiliateId: patient.id,
        contra: patient.contra,
        inte: patient.inte,
        recienNacido,
        fecha: isoDay(day),
        movimiento,
        codigo: censusCode(movimiento, recienNacido),
        attentionPlaceId: provider.place,
        observacion: recienNacido > 0 ? 'Nacimiento en la institucion' : null,
        // Registered the same morning, in the order of the table.
        createdAt: new Date(day.getTime() + (9 * 60 + index) * 60 * 1000),
      };
    });
  });
  await db.insert(censusRows).values(rows);
}

export const seedStep: AreaSeed = { after: ['affiliates', 'auth', 'coverage'], run: seedCensuses };
