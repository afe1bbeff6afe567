import { sql } from 'drizzle-orm';
import type { ContentRowType } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import type { ImportCounts, MergeOptions } from '../engine/kind.ts';
import { sqlCount, sqlRows } from '../engine/sql-rows.ts';

/**
 * A table of the site whose rows an import publishes and, with `--full`, withdraws (its
 * `retirada` column): branches, news, magazine issues, practice guides. Names are constants
 * of this file, never the file's text, so they go into the SQL as they are.
 */
export interface PublishedTable {
  tipo: ContentRowType;
  table: string;
  /** The table's key column and the staged column holding the row's natural key. */
  key: { column: string; staged: 'numero' | 'clave' };
  /** [the table's column, the staged expression written into it]. */
  columns: readonly (readonly [string, string])[];
}

export const PUBLISHED_TABLES: readonly PublishedTable[] = [
  {
    tipo: 'sucursal',
    table: 'branches',
    key: { column: 'id', staged: 'numero' },
    columns: [
      ['nombre', 's.titulo'],
      ['direccion', 's.direccion'],
      ['localidad', 's.localidad'],
      ['provincia', 's.provincia'],
      ['telefono', 's.telefono'],
      ['horarios', 's.lista::jsonb'],
    ],
  },
  {
    tipo: 'novedad',
    table: 'content_news',
    key: { column: 'clave', staged: 'clave' },
    columns: [
      ['titulo', 's.titulo'],
      ['fecha', 's.fecha'],
      ['parrafos', 's.lista::jsonb'],
    ],
  },
  {
    tipo: 'revista',
    table: 'magazine_issues',
    key: { column: 'numero', staged: 'numero' },
    columns: [
      ['titulo', 's.titulo'],
      ['publicada', 's.fecha'],
      ['resumen', 's.resumen'],
      ['notas', 's.lista::jsonb'],
      ['enlace', 's.enlace'],
    ],
  },
  {
    tipo: 'guia',
    table: 'practice_guides',
    key: { column: 'id', staged: 'numero' },
    columns: [
      ['titulo', 's.titulo'],
      ['especialidad', 's.especialidad'],
      ['clave_busqueda', 's.clave_busqueda'],
      ['revisada', 's.fecha'],
      ['alcance', 's.resumen'],
      ['recomendaciones', 's.lista::jsonb'],
    ],
  },
];

/**
 * Upserts one type's rows (a withdrawn row the file lists is published again) and, with
 * `full`, withdraws the rows the file lacks: never a delete, and only for a type the file
 * carries at all, so a file of news alone never empties the branches.
 */
export async function mergePublished(
  db: Db,
  staging: string,
  table: PublishedTable,
  options: MergeOptions,
): Promise<ImportCounts> {
  const names = table.columns.map(([column]) => column);
  const staged = `select s.${table.key.staged} as k, ${table.columns
    .map(([column, expression]) => `${expression} as ${column}`)
    .join(', ')} from ${staging} s where s.tipo = '${table.tipo}'`;
  const current = names.map((column) => `t.${column}`).join(', ');
  const incoming = names.map((column) => `f.${column}`).join(', ');
  const [row] = await sqlRows<{
    added: string | number;
    changed: string | number;
    total: string | number;
  }>(
    db,
    sql.raw(`select count(*) filter (where t.${table.key.column} is null) as added,
        count(*) filter (where t.${table.key.column} is not null
          and (${current}, t.retirada) is distinct from (${incoming}, null::date)) as changed,
        count(*) as total
      from (${staged}) f left join ${table.table} t on t.${table.key.column} = f.k`),
  );
  await db.execute(
    sql.raw(`insert into ${table.table} (${table.key.column}, ${names.join(', ')})
      select f.k, ${incoming} from (${staged}) f
      on conflict (${table.key.column}) do update set
        ${names.map((column) => `${column} = excluded.${column}`).join(', ')}, retirada = null
      where (${names.map((column) => `${table.table}.${column}`).join(', ')}, ${table.table}.retirada)
        is distinct from (${names.map((column) => `excluded.${column}`).join(', ')}, null::date)`),
  );
  const retired = options.full
    ? await sqlCount(
        db,
        sql`with r as (
          update ${sql.raw(table.table)} t set retirada = ${options.fileDate}::date
          where t.retirada is null
            and exists (select 1 from ${sql.raw(staging)} s where s.tipo = ${table.tipo})
            and not exists (
              select 1 from ${sql.raw(staging)} s
              where s.tipo = ${table.tipo} and s.${sql.raw(table.key.staged)} = t.${sql.raw(table.key.column)}
            )
          returning 1
        ) select count(*) as n from r`,
      )
    : 0;
  const added = Number(row?.added ?? 0);
  const changed = Number(row?.changed ?? 0);
  return { new: added, changed, unchanged: Number(row?.total ?? 0) - added - changed, retired };
}
