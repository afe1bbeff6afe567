import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PAYMENT_INQUIRY_OPEN,
  netOf,
  withholdingsAt,
  type PaymentMethod,
} from '@portal/domain/payments';
import { formatServerDate } from '@portal/domain/format';
import { users } from '../db/schema/auth.ts';
import { payments, paymentInquiries, providerTaxData } from '../db/schema/payments.ts';
import type { AreaSeed, SeedContext } from './context.ts';

/** demo@ and interior@ (DEMO-DATA.md): their tax data, and the inquiry each has open. */
const DEMO_TAX_DATA = [
  {
    providerId: 100001,
    email: 'demo@prestadores.test',
    condicionIva: 'Responsable Inscripto',
    iibbNumero: '901-234567-8',
    iibbCondicion: 'Contribuyente local',
    exentoIibb: false,
    exentoGanancias: false,
    exentoIva: false,
    convenioHabilitado: true,
    canalElectronicoHabilitado: true,
  },
  {
    providerId: 200001,
    email: 'interior@prestadores.test',
    condicionIva: 'Exento',
    iibbNumero: '280-765432-1',
    iibbCondicion: 'Convenio Multilateral',
    exentoIibb: false,
    exentoGanancias: true,
    exentoIva: true,
    convenioHabilitado: false,
    canalElectronicoHabilitado: false,
  },
] as const;

/** The seed's withholding rates in basis points (IIBB 2,5 %, Ganancias 2 %, IVA 1 %). */
export const SEED_RATES = { iibb: 250, ganancias: 200, iva: 100 } as const;

/** Rows a payments insert carries at once (10 parameters each, under the protocol's 65,535). */
const PAYMENT_BATCH = 2_000;

/**
 * The invoices: for each chosen provider and each of its consulting rooms in force, two a month
 * over the last 27 months, from the row numbers (deterministic, set-based). The month of `now` is
 * 'presentada', the one before 'pendiente', the one before that 'enLiquidacion', and every
 * older month 'liquidada', paid by one payment a month whose gross is the sum of that month's
 * invoices. demo@, interior@ and every tenth synthetic provider (30 on the demo seed, 5,000 on
 * the large one).
 */
const invoiceRows = (todayIso: string) => sql`
  invoice_rows as (
    select p.id as provider_id, p.cuit, case when p.tipo = 'P' then 'C' else 'A' end as tipo,
           pl.id as place_id, m, k,
           (date_trunc('month', ${todayIso}::date) - make_interval(months => m))::date as month_start,
           (1500000 + (p.id::bigint * 7919 + pl.id::bigint * 104729 + m * 7727 + k * 613) % 4500000) as importe
    from providers p
    join provider_tax_data t on t.provider_id = p.id
    join attention_places pl on pl.provider_id = p.id
    cross join generate_series(0, 26) as m
    cross join generate_series(1, 2) as k
    where (date_trunc('month', ${todayIso}::date) - make_interval(months => m + 1))::date
          between pl.vigencia_desde and coalesce(pl.vigencia_hasta, date '9999-12-31')
  )`;

interface MonthPaid {
  provider_id: number;
  cuit: string;
  fecha: string;
  orden_pago: string;
  medio: PaymentMethod;
  gross: string | number;
  exento_iibb: boolean;
  exento_ganancias: boolean;
  exento_iva: boolean;
}

/**
 * The payments: one a month per provider for the months already settled, its gross the sum of
 * that month's invoices and its withholdings the domain's (withholdingsAt, netOf) at the seed's
 * rates unless the provider is exempt, so the seed's money follows the rule its check reads.
 */
async function seedMonthlyPayments(db: SeedContext['db'], todayIso: string) {
  const result: unknown = await db.execute(sql`
    with ${invoiceRows(todayIso)}
    select i.provider_id, i.cuit, to_char(i.month_start + 44, 'YYYY-MM-DD') as fecha,
           'OP-' || i.provider_id || '-' || to_char(i.month_start, 'YYYYMM') as orden_pago,
           case when i.m % 5 = 0 then 'cheque' else 'transferencia' end as medio,
           sum(i.importe)::bigint as gross, t.exento_iibb, t.exento_ganancias, t.exento_iva
    from invoice_rows i join provider_tax_data t on t.provider_id = i.provider_id
    where i.m >= 3
    group by i.provider_id, i.cuit, i.month_start, i.m, t.exento_iibb, t.exento_ganancias, t.exento_iva
    order by i.provider_id, i.month_start`);
  const months = (result as { rows: MonthPaid[] }).rows;
  for (let from = 0; from < months.length; from += PAYMENT_BATCH) {
    await db.insert(payments).values(
      months.slice(from, from + PAYMENT_BATCH).map((month) => {
        const gross = Number(month.gross);
        const withheld = withholdingsAt(gross, {
          iibb: month.exento_iibb ? 0 : SEED_RATES.iibb,
          ganancias: month.exento_ganancias ? 0 : SEED_RATES.ganancias,
          iva: month.exento_iva ? 0 : SEED_RATES.iva,
        });
        return {
          providerId: month.provider_id,
          cuit: month.cuit,
          fecha: month.fecha,
          ordenPago: month.orden_pago,
          medio: month.medio,
          brutoCents: gross,
          iibbCents: withheld.iibb,
          gananciasCents: withheld.ganancias,
          ivaCents: withheld.iva,
          netoCents: netOf(gross, withheld),
        };
      }),
    );
  }
}

/** Tax data, payments, the invoices they paid, and demo@'s and interior@'s open inquiries. */
export async function seedPayments({ db, now }: SeedContext): Promise<void> {
  const today = formatServerDate(now);
  const todayIso = `${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6, 8)}`;

  await db.insert(providerTaxData).values(DEMO_TAX_DATA.map(({ email: _email, ...row }) => row));
  await db.execute(sql`
    insert into provider_tax_data (provider_id, condicion_iva, iibb_numero, iibb_condicion, exento_iibb, exento_ganancias, exento_iva, convenio_habilitado, canal_electronico_habilitado)
    select p.id, case when p.tipo = 'P' then 'Monotributista' else 'Responsable Inscripto' end,
           lpad((p.id % 1000)::text, 3, '0') || '-' || lpad(p.id::text, 6, '0') || '-' || (p.id % 10)::text,
           'Contribuyente local', false, p.tipo = 'P', p.tipo = 'P', p.id % 4 = 0, p.id % 3 = 0
    from providers p where p.id > 600000 and p.id % 10 = 0
  `);

  await seedMonthlyPayments(db, todayIso);
  await db.execute(sql`
    with ${invoiceRows(todayIso)}
    insert into invoices (provider_id, attention_place_id, tipo, punto_venta, numero, fecha, periodo, importe_cents, estado, leida, payment_id)
    select i.provider_id, i.place_id, i.tipo, 1,
           row_number() over (partition by i.provider_id order by i.m desc, i.place_id, i.k)::int,
           least(i.month_start + 4, ${todayIso}::date),
           (i.month_start - interval '1 month')::date,
           i.importe,
           case when i.m = 0 then 'presentada' when i.m = 1 then 'pendiente'
                when i.m = 2 then 'enLiquidacion' else 'liquidada' end,
           i.m > 1,
           paid.id
    from invoice_rows i
    left join payments paid on i.m >= 3
         and paid.orden_pago = 'OP-' || i.provider_id || '-' || to_char(i.month_start, 'YYYYMM')
  `);

  // One open inquiry each for demo@ and interior@, about their latest payment.
  const admins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_TAX_DATA.map((row) => row.email),
      ),
    );
  for (const provider of DEMO_TAX_DATA) {
    const userId = admins.find((admin) => admin.email === provider.email)?.id;
    const [latest] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.providerId, provider.providerId)))
      .orderBy(desc(payments.fecha))
      .limit(1);
    if (userId === undefined || !latest) throw new Error(`payments seed: ${provider.email}`);
    await db.insert(paymentInquiries).values({
      providerId: provider.providerId,
      paymentId: latest.id,
      userId,
      motivo: 3,
      empresa: 1,
      estado: PAYMENT_INQUIRY_OPEN,
      observacion: 'Solicito el detalle de las retenciones de IIBB aplicadas en este pago.',
      createdAt: now,
      updatedAt: now,
    });
  }
}

export const seedStep: AreaSeed = { after: ['auth', 'coverage'], run: seedPayments };
