import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_INQUIRY_OPEN } from '@portal/domain/payments';
import { formatServerDate } from '@portal/domain/format';
import { payments, paymentInquiries, providerTaxData, users } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';

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

/**
 * Invoices and payments, all in SQL from the row numbers (deterministic, set-based): for each
 * chosen provider and each of its consulting rooms in force, two invoices a month over the last
 * 27 months. The month of `now` is 'presentada', the one before 'pendiente', the one before that
 * 'enLiquidacion', and every older month 'liquidada', paid by one payment a month whose gross is
 * the sum of that month's invoices, with IIBB 2,5 %, Ganancias 2 % and IVA 1 % withheld unless
 * the provider is exempt. demo@, interior@ and every
 * tenth synthetic provider (30 on the demo seed, 5,000 on the large one).
 */
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

  await db.execute(sql`
    with invoice_rows as (
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
    ),
    monthly as (
      select i.provider_id, i.cuit, i.month_start, i.m, sum(i.importe)::bigint as gross,
             case when t.exento_iibb then 0 else 250 end as iibb_rate,
             case when t.exento_ganancias then 0 else 200 end as ganancias_rate,
             case when t.exento_iva then 0 else 100 end as iva_rate
      from invoice_rows i join provider_tax_data t on t.provider_id = i.provider_id
      where i.m >= 3
      group by i.provider_id, i.cuit, i.month_start, i.m, t.exento_iibb, t.exento_ganancias, t.exento_iva
    ),
    withheld as (
      select *, (gross * iibb_rate + 5000) / 10000 as iibb,
                (gross * ganancias_rate + 5000) / 10000 as ganancias,
                (gross * iva_rate + 5000) / 10000 as iva
      from monthly
    ),
    paid as (
      insert into payments (provider_id, cuit, fecha, orden_pago, medio, bruto_cents, iibb_cents, ganancias_cents, iva_cents, neto_cents)
      select provider_id, cuit, month_start + 44,
             'OP-' || provider_id || '-' || to_char(month_start, 'YYYYMM'),
             case when m % 5 = 0 then 'cheque' else 'transferencia' end,
             gross, iibb, ganancias, iva, gross - iibb - ganancias - iva
      from withheld
      returning id, orden_pago
    )
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
    left join paid on i.m >= 3
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
