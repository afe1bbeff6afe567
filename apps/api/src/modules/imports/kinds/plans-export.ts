import { sql } from 'drizzle-orm';
import { formatCents } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { keysetPages } from '../engine/keyset.ts';
import type { ExportRow } from '../engine/kind.ts';

interface Stored {
  plan: number;
  prepaga: string;
  descripcion: string;
  descuento_farmacia: string;
  prestacion: number | null;
  modalidad: string | null;
  exceptuada: string | null;
  copago_cents: string | null;
}

/**
 * Plans and their coverage: one row per plan and covered service, ordered by plan and service;
 * a plan with no coverage is one row with the service empty (what its import would be).
 */
export async function* exportPlans(db: Db): AsyncGenerator<ExportRow> {
  // A plan without coverage sorts as service 0 (service codes start at 1).
  const rows = keysetPages<Stored, [number, number]>(
    db,
    (after, limit) => sql`
      select p.id as plan, p.prepaga_id::text as prepaga, p.descripcion,
        p.descuento_farmacia::text as descuento_farmacia, c.service_codigo as prestacion,
        c.mod_cobert as modalidad, c.exceptuada, round(c.copago * 100)::bigint::text as copago_cents
      from plans p left join plan_coverage c on c.plan_id = p.id
      ${after ? sql`where (p.id, coalesce(c.service_codigo, 0)) > (${after[0]}, ${after[1]})` : sql``}
      order by p.id, coalesce(c.service_codigo, 0)
      limit ${limit}`,
    (row) => [Number(row.plan), Number(row.prestacion ?? 0)],
  );
  for await (const row of rows) {
    yield {
      plan: String(row.plan),
      prepaga: row.prepaga,
      descripcion: row.descripcion,
      descuentoFarmacia: row.descuento_farmacia,
      prestacion: row.prestacion === null ? '' : String(row.prestacion),
      modalidad: row.modalidad ?? '',
      exceptuada: row.prestacion === null ? '' : (row.exceptuada ?? 'N'),
      copago: formatCents(row.copago_cents ?? 0),
    };
  }
}
