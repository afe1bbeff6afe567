import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withholdingsAt } from '@portal/domain/payments';
import { openPglite, type Database } from '../db/client.ts';
import { payments, providerTaxData } from '../db/schema/payments.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { TEST_NOW } from '../../test/test-now.ts';
import { checkMoneySums } from './money-sums.ts';
import { SEED_RATES } from './payments.ts';
import { seedDatabase } from './seed.ts';
import { largeShape } from './synthetic.ts';

const PROVIDERS = 200;

/** The money rule: every total equals the sum of its lines, over every row of a seed. */
describe('money sums over whole seeds', () => {
  describe(`the large seed's generator with ${PROVIDERS} providers (same code path)`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await openPglite(undefined);
      await database.migrate();
      await seedDatabase(database.db, largeShape(PROVIDERS), TEST_NOW);
    }, 120_000);
    afterAll(() => database?.close());

    it('every settlement totals its lines and every payment its withholdings and invoices', async () => {
      const [settlements, payments] = await checkMoneySums(database.db);
      // demo@ and interior@ 24 months each, and 24 months for each synthetic provider.
      expect(settlements).toMatchObject({ rows: 48 + PROVIDERS * 24, wrong: 0 });
      expect(payments?.wrong).toBe(0);
      expect(payments?.rows).toBeGreaterThan(PROVIDERS);
    });

    it('a total changed by one cent is found, with the row that carries it', async () => {
      await database.db.execute(sql`
        update settlements set gross_cents = gross_cents + 1, net_cents = net_cents + 1
        where id = (select min(id) from settlements where provider_id > 600000)`);
      await database.db.execute(sql`alter table payments drop constraint payments_net_check`);
      await database.db.execute(sql`
        update payments set neto_cents = neto_cents - 1 where id = (select max(id) from payments)`);
      const checks = await checkMoneySums(database.db);
      expect(checks.map((check) => check.wrong)).toEqual([1, 1]);
      expect(checks[1]?.examples).toHaveLength(1);
    });

    it('a withholding below zero is found, though the net still adds up (the domain’s rule)', async () => {
      await database.db.execute(sql`alter table payments drop constraint payments_amounts_check`);
      const [first] = await database.db
        .select({ id: payments.id })
        .from(payments)
        .orderBy(payments.id)
        .limit(1);
      await database.db.execute(sql`
        update payments set iibb_cents = -100, neto_cents = neto_cents + iibb_cents + 100
        where id = ${first!.id}`);
      const [, paid] = await checkMoneySums(database.db);
      expect(paid?.wrong).toBe(2);
      expect(paid?.examples).toContain(first!.id);
    });
  });

  it('the seed withholds what the domain computes at its rates, unless the provider is exempt', async () => {
    const database = await openTestDatabase();
    try {
      const rows = await database.db
        .select({ payment: payments, tax: providerTaxData })
        .from(payments)
        .innerJoin(providerTaxData, sql`${providerTaxData.providerId} = ${payments.providerId}`);
      expect(rows.length).toBeGreaterThan(300);
      const exempted = rows.filter(({ tax }) => tax.exentoIva).length;
      expect(exempted).toBeGreaterThan(0);
      for (const { payment, tax } of rows) {
        const expected = withholdingsAt(payment.brutoCents, {
          iibb: tax.exentoIibb ? 0 : SEED_RATES.iibb,
          ganancias: tax.exentoGanancias ? 0 : SEED_RATES.ganancias,
          iva: tax.exentoIva ? 0 : SEED_RATES.iva,
        });
        expect({
          iibb: payment.iibbCents,
          ganancias: payment.gananciasCents,
          iva: payment.ivaCents,
        }).toEqual(expected);
      }
    } finally {
      await database.close();
    }
  });

  it('the demo seed the tests run on: no total differs from its lines', async () => {
    const database = await openTestDatabase();
    try {
      const checks = await checkMoneySums(database.db);
      expect(checks.map(({ rows, wrong }) => ({ rows, wrong }))).toEqual([
        { rows: 48 + 300 * 24, wrong: 0 },
        { rows: checks[1]!.rows, wrong: 0 },
      ]);
      expect(checks[1]!.rows).toBeGreaterThan(300);
    } finally {
      await database.close();
    }
  });
});
