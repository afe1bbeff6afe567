import { sql } from 'drizzle-orm';
import { formatDay, formatFlag } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { keysetPages } from '../engine/keyset.ts';
import type { ExportRow } from '../engine/kind.ts';

interface Stored {
  contra: number;
  middle: number;
  inte: number;
  prepaga: string;
  documento: string;
  apellido: string;
  nombre: string;
  fecha_nacimiento: string | null;
  sexo: string | null;
  plan: string;
  ambito: string;
  estado: string;
  estado_desc: string;
  desde: string | null;
  hasta: string | null;
  requiere_token: boolean;
  condicion_impuestos: string;
}

/**
 * The register as the affiliates table holds it now, each affiliate's current state and period:
 * the row an import would have written (the periods of the history stay the database's).
 */
export async function* exportAffiliates(db: Db): AsyncGenerator<ExportRow> {
  const rows = keysetPages<Stored, [number, number, number]>(
    db,
    (after, limit) => sql`
      select contra, middle, inte, prepaga_id::text as prepaga, documento, apellido, nombre,
        fecha_nacimiento::text as fecha_nacimiento, sexo, plan_id::text as plan, ambito, estado,
        estado_desc, vigencia_desde::text as desde, vigencia_hasta::text as hasta,
        requiere_token, condicion_impuestos
      from affiliates
      ${after ? sql`where (contra, middle, inte) > (${after[0]}, ${after[1]}, ${after[2]})` : sql``}
      order by contra, middle, inte
      limit ${limit}`,
    (row) => [Number(row.contra), Number(row.middle), Number(row.inte)],
  );
  for await (const row of rows) {
    yield {
      contra: String(row.contra),
      middle: String(row.middle),
      inte: String(row.inte),
      prepaga: row.prepaga,
      documento: row.documento,
      apellido: row.apellido,
      nombre: row.nombre,
      fechaNacimiento: formatDay(row.fecha_nacimiento),
      sexo: row.sexo ?? '',
      plan: row.plan,
      ambito: row.ambito,
      estado: row.estado,
      estadoDesc: row.estado_desc,
      desde: formatDay(row.desde),
      hasta: formatDay(row.hasta),
      requiereToken: formatFlag(row.requiere_token),
      condicionImpuestos: row.condicion_impuestos,
    };
  }
}
