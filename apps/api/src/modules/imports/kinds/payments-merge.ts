import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ImportCounts } from '../engine/kind.ts';
import { sqlRows } from '../engine/sql-rows.ts';

/** The file's payments, one row each, and how each compares with the database. */
const FILE = 'import_payments';
/** The file's invoices, each with the invoice the database has under its number (if any). */
const INVOICES = 'import_invoices';

/** The first day of an AAAAMM period, as invoices keep it. */
const periodDay = 'make_date(x.periodo / 100, x.periodo % 100, 1)';

async function compare(db: Db, s: ReturnType<typeof sql.raw>) {
  await db.execute(sql`drop table if exists ${sql.raw(FILE)}, ${sql.raw(INVOICES)}`);
  await db.execute(sql`
    create temp table ${sql.raw(FILE)} on commit drop as
    with f as (select distinct on (orden_pago) * from ${s} order by orden_pago, line)
    select f.orden_pago, f.prestador, f.cuit, f.fecha, f.medio, f.bruto, f.iibb, f.ganancias,
      f.iva, f.neto, p.id, p.id is null as added,
      p.id is not null and (p.cuit, p.fecha, p.medio, p.bruto_cents, p.iibb_cents,
        p.ganancias_cents, p.iva_cents, p.neto_cents) is distinct from (f.cuit, f.fecha, f.medio,
        f.bruto, f.iibb, f.ganancias, f.iva, f.neto) as header_changed
    from f left join payments p on p.orden_pago = f.orden_pago`);
  await db.execute(sql`
    create temp table ${sql.raw(INVOICES)} on commit drop as
    select x.line, x.orden_pago, x.prestador, x.factura_tipo, x.punto_venta, x.numero,
      x.fecha_factura, ${sql.raw(periodDay)} as periodo, x.importe, x.lugar, i.id as invoice_id,
      f.added or i.id is null as added,
      not (f.added or i.id is null) and (f.header_changed
        or (i.attention_place_id, i.fecha, i.periodo, i.importe_cents, i.estado, i.payment_id)
          is distinct from (x.lugar, x.fecha_factura, ${sql.raw(periodDay)}, x.importe,
          'liquidada', f.id)) as changed
    from ${s} x join ${sql.raw(FILE)} f on f.orden_pago = x.orden_pago
    left join invoices i on i.provider_id = x.prestador and i.tipo = x.factura_tipo
      and i.punto_venta = x.punto_venta and i.numero = x.numero`);
  const [row] = await sqlRows<Record<'added' | 'changed' | 'total', string | number>>(
    db,
    sql`select count(*) filter (where added) as added, count(*) filter (where changed) as changed,
      count(*) as total from ${sql.raw(INVOICES)}`,
  );
  const added = Number(row?.added ?? 0);
  const changed = Number(row?.changed ?? 0);
  return { added, changed, unchanged: Number(row?.total ?? 0) - added - changed };
}

/**
 * Writes what differs: payments updated or inserted by orden de pago; their invoices updated or
 * inserted by number and marked paid by them ('liquidada'); an invoice a payment of the file no
 * longer lists goes back to 'enLiquidacion', so every payment's gross stays the sum of its
 * invoices in the database too.
 */
export async function mergePayments(db: Db, staging: string): Promise<ImportCounts> {
  const counts = await compare(db, sql.raw(staging));
  const f = sql.raw(FILE);
  const v = sql.raw(INVOICES);
  await db.execute(sql`update payments p set cuit = f.cuit, fecha = f.fecha, medio = f.medio,
      bruto_cents = f.bruto, iibb_cents = f.iibb, ganancias_cents = f.ganancias,
      iva_cents = f.iva, neto_cents = f.neto
    from ${f} f where p.id = f.id and f.header_changed`);
  await db.execute(sql`insert into payments (provider_id, cuit, fecha, orden_pago, medio,
      bruto_cents, iibb_cents, ganancias_cents, iva_cents, neto_cents)
    select prestador, cuit, fecha, orden_pago, medio, bruto, iibb, ganancias, iva, neto
    from ${f} where added order by orden_pago`);
  await db.execute(sql`update invoices i set payment_id = null, estado = 'enLiquidacion'
    from payments p join ${f} f on f.orden_pago = p.orden_pago
    where i.payment_id = p.id and not exists (
      select 1 from ${v} x where x.prestador = i.provider_id and x.factura_tipo = i.tipo
        and x.punto_venta = i.punto_venta and x.numero = i.numero)`);
  await db.execute(sql`update invoices i set attention_place_id = x.lugar, fecha = x.fecha_factura,
      periodo = x.periodo, importe_cents = x.importe, estado = 'liquidada', payment_id = p.id
    from ${v} x join payments p on p.orden_pago = x.orden_pago
    where i.id = x.invoice_id and (i.attention_place_id, i.fecha, i.periodo, i.importe_cents,
      i.estado, i.payment_id) is distinct from (x.lugar, x.fecha_factura, x.periodo, x.importe,
      'liquidada', p.id)`);
  await db.execute(sql`insert into invoices (provider_id, attention_place_id, tipo, punto_venta,
      numero, fecha, periodo, importe_cents, estado, leida, payment_id)
    select x.prestador, x.lugar, x.factura_tipo, x.punto_venta, x.numero, x.fecha_factura,
      x.periodo, x.importe, 'liquidada', false, p.id
    from ${v} x join payments p on p.orden_pago = x.orden_pago
    where x.invoice_id is null order by x.line`);
  return { new: counts.added, changed: counts.changed, unchanged: counts.unchanged, retired: 0 };
}
