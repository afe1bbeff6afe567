import { sql } from 'drizzle-orm';
import { formatCents, formatDay } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { keysetPages } from '../engine/keyset.ts';
import type { ExportRow } from '../engine/kind.ts';

interface Stored {
  orden_pago: string;
  prestador: number;
  cuit: string;
  fecha: string;
  medio: string;
  bruto: string;
  iibb: string;
  ganancias: string;
  iva: string;
  neto: string;
  factura_tipo: string;
  punto_venta: number;
  numero: number;
  fecha_factura: string;
  periodo: number;
  importe: string;
  lugar: number;
}

type Key = [prestador: number, tipo: string, puntoVenta: number, numero: number];

/** Paid invoices after `after` in the file's key order (the invoices' unique number index). */
const page = (after: Key | null, limit: number) => sql`
  select p.orden_pago, i.provider_id as prestador, p.cuit, p.fecha::text as fecha, p.medio,
    p.bruto_cents::text as bruto, p.iibb_cents::text as iibb,
    p.ganancias_cents::text as ganancias, p.iva_cents::text as iva, p.neto_cents::text as neto,
    i.tipo as factura_tipo, i.punto_venta, i.numero, i.fecha::text as fecha_factura,
    (extract(year from i.periodo) * 100 + extract(month from i.periodo))::int as periodo,
    i.importe_cents::text as importe, i.attention_place_id as lugar
  from invoices i join payments p on p.id = i.payment_id
  ${
    after
      ? sql`where (i.provider_id, i.tipo, i.punto_venta, i.numero)
          > (${after[0]}, ${after[1]}, ${after[2]}, ${after[3]})`
      : sql``
  }
  order by i.provider_id, i.tipo, i.punto_venta, i.numero
  limit ${limit}`;

/**
 * Payments as their file says them (docs/decisions/0051): one row per invoice paid, the
 * payment's columns repeated, in the invoice key's order. A payment that paid no invoice has
 * no row (the file has no place for it); invoices not paid yet are the provider's, not the file's.
 */
export async function* exportPayments(db: Db): AsyncGenerator<ExportRow> {
  const rows = keysetPages<Stored, Key>(db, page, (row) => [
    Number(row.prestador),
    row.factura_tipo,
    Number(row.punto_venta),
    Number(row.numero),
  ]);
  for await (const row of rows) {
    yield {
      ordenPago: row.orden_pago,
      prestador: String(row.prestador),
      cuit: row.cuit,
      fecha: formatDay(row.fecha),
      medio: row.medio,
      bruto: formatCents(row.bruto),
      iibb: formatCents(row.iibb),
      ganancias: formatCents(row.ganancias),
      iva: formatCents(row.iva),
      neto: formatCents(row.neto),
      facturaTipo: row.factura_tipo,
      puntoVenta: String(row.punto_venta),
      numero: String(row.numero),
      fechaFactura: formatDay(row.fecha_factura),
      periodo: String(row.periodo),
      importe: formatCents(row.importe),
      lugar: String(row.lugar),
    };
  }
}
