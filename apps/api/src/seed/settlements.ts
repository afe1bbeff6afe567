import { and, asc, eq, gt } from 'drizzle-orm';
import { addMonths, periodOf } from '@portal/domain/settlements';
import { formatServerDate } from '@portal/domain/format';
import { startOfArgentineDay } from '@portal/domain/support-cases';
import { affiliates } from '../db/schema/affiliates.ts';
import {
  settlementCopays,
  settlementDebits,
  settlementErrors,
  settlementLines,
  settlements,
  settlementVouchers,
} from '../db/schema/settlements.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import {
  DEMO_SETTLEMENT_PROVIDERS,
  demoSettlements,
  type DemoPatient,
} from './settlements-demo.ts';
import { seedSyntheticSettlements } from './settlements-synthetic.ts';
import { scaleOf } from './synthetic.ts';

/**
 * Settlements (DEMO-DATA.md): demo@ and interior@ get 24 months each, up to last month, with
 * debits of every reason, details, errors, comprobantes and copago; every synthetic provider
 * gets 24 smaller months set-based in the database. Months count back from the first start
 * (or the tests' clock), so "last month" always has its settlement.
 */
export async function seedSettlements({ db, size, now }: SeedContext): Promise<void> {
  const found = await db
    .select({
      contra: affiliates.contra,
      middle: affiliates.middle,
      inte: affiliates.inte,
      nombre: affiliates.nombre,
      apellido: affiliates.apellido,
    })
    .from(affiliates)
    .where(and(eq(affiliates.estado, '1'), gt(affiliates.contra, 30000000)))
    .orderBy(asc(affiliates.contra), asc(affiliates.inte), asc(affiliates.middle))
    .limit(12);
  const patients: DemoPatient[] = found.map((row) => ({
    contra: row.contra,
    middle: row.middle,
    inte: row.inte,
    nombre: `${row.nombre} ${row.apellido}`,
  }));
  if (patients.length < 3) throw new Error('settlement seed: not enough affiliates');
  const lastPeriod = addMonths(periodOf(now), -1);
  const day = formatServerDate(startOfArgentineDay(now));
  const today = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

  for (const provider of DEMO_SETTLEMENT_PROVIDERS) {
    const months = demoSettlements(provider, lastPeriod, today, patients);
    const ids = await db
      .insert(settlements)
      .values(
        months.map((month) => ({
          providerId: month.providerId,
          expediente: month.expediente,
          period: month.period,
          settledOn: month.settledOn,
          state: month.state,
          ...month.totals,
        })),
      )
      .returning({ id: settlements.id, expediente: settlements.expediente });
    const idOf = (expediente: number) => ids.find((row) => row.expediente === expediente)!.id;
    const rows = <Row extends object>(pick: (month: (typeof months)[number]) => Row[]) =>
      months.flatMap((month) =>
        pick(month).map((row) => ({ ...row, settlementId: idOf(month.expediente) })),
      );
    await db.insert(settlementLines).values(rows((month) => month.lines));
    await db.insert(settlementDebits).values(rows((month) => month.debits));
    const errors = rows((month) => month.errors);
    if (errors.length > 0) await db.insert(settlementErrors).values(errors);
    await db.insert(settlementCopays).values(rows((month) => month.copays));
    await db.insert(settlementVouchers).values(rows((month) => month.vouchers));
  }

  const scale = scaleOf(size);
  await seedSyntheticSettlements(db, lastPeriod, today, scale.providers, scale.affiliates);
}

export const seedStep: AreaSeed = { after: ['affiliates'], run: seedSettlements };
