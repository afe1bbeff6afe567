import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { addDays, formatServerDate } from '@portal/domain/format';
import { censusCode, type CensusMovement, type CensusNewborn } from '@portal/domain/censuses';
import { startOfArgentineDay } from '@portal/domain/support-cases';
import { affiliates } from '../db/schema/affiliates.ts';
import { users } from '../db/schema/auth.ts';
import { censusRows } from '../db/schema/censuses.ts';
import { staffUsers } from '../db/schema/staff.ts';
import type { AreaSeed, SeedContext } from './context.ts';

/**
 * The census each of demo@ and interior@ shows (DEMO-DATA.md): admissions, a discharge and a
 * newborn over the last days, dated back from the first start so the search's default 15 days
 * hold them. Juan Pérez (30000001 1 01) is left out: the journeys admit and discharge him. The
 * medical auditor (auditoria@) approved the oldest row of each and observed one the day after
 * it came; the other three wait in the console's census queue (docs/decisions/0060).
 */
const CENSUS_PROVIDERS = [
  { providerId: 100001, email: 'demo@prestadores.test', place: 1001 },
  { providerId: 200001, email: 'interior@prestadores.test', place: 2001 },
] as const;

type Audit = { estado: 2 | 3; mensaje: string | null } | null;

/**
 * [patient (index into the chosen affiliates), newborn, movement, days before the start, the
 * auditor's decision a day later or null: pending]
 */
const MOVEMENTS: readonly [number, CensusNewborn, CensusMovement, number, Audit][] = [
  [0, 0, 'ingreso', 6, { estado: 3, mensaje: null }],
  [0, 0, 'egreso', 2, null],
  [
    1,
    0,
    'ingreso',
    4,
    { estado: 2, mensaje: 'Revisar la fecha de ingreso: no coincide con la orden de internacion.' },
  ],
  [1, 1, 'ingreso', 3, null],
  [2, 0, 'ingreso', 1, null],
];

const AUDITOR = 'auditoria@aseguradora.test';
const DAY_MS = 24 * 60 * 60 * 1000;

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
  const [auditor] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, AUDITOR));
  if (!auditor) throw new Error(`census seed: no staff ${AUDITOR}`);
  const today = startOfArgentineDay(now);

  const rows = CENSUS_PROVIDERS.flatMap((provider, providerIndex) => {
    const userId = admins.find((admin) => admin.email === provider.email)?.id;
    if (userId === undefined) throw new Error(`census seed: no user ${provider.email}`);
    return MOVEMENTS.map(([patientIndex, recienNacido, movimiento, daysBack, audit], index) => {
      // Carlos is a patient of both providers; the others differ between them.
      const chosen = patientIndex === 0 ? 0 : patientIndex + providerIndex * 2;
      const patient = patients[chosen];
      if (!patient) throw new Error('census seed: not enough valid affiliates');
      const day = addDays(today, -daysBack);
      // Registered the same morning, in the order of the table.
      const createdAt = new Date(day.getTime() + (9 * 60 + index) * 60 * 1000);
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
        createdAt,
        ...(audit === null
          ? {}
          : {
              estado: audit.estado,
              auditedAt: new Date(createdAt.getTime() + DAY_MS),
              auditedBy: auditor.id,
              mensajeAuditoria: audit.mensaje,
            }),
      };
    });
  });
  await db.insert(censusRows).values(rows);
}

export const seedStep: AreaSeed = {
  after: ['affiliates', 'auth', 'coverage', 'staff'],
  run: seedCensuses,
};
