import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The console's queues over the areas' own tables (docs/decisions/0058). Each area that owns a
 * kind of request says, in SQL, which of its rows wait on the insurer and which were decided;
 * this file pages, filters, sorts and counts them the same way for every kind.
 */
export interface QueueSource {
  /**
   * The rows waiting on the insurer, as a select of: id, numero, provider_id, tipo (text),
   * tipo_desc, estado, etapa (text or null), resumen, received_at, waiting_since. A plain select (no aggregate, no
   * limit), so PostgreSQL flattens it and the area's indexes serve the predicates.
   */
  waiting: SQL;
  /** The same columns for one row of the kind, whatever its state (an item opened late). */
  one: (id: number) => SQL;
  /** What the provider sent, its files and its history; null when there is no such row. */
  detail: (db: Db, id: number) => Promise<QueueItemParts | null>;
  /** A file of a row, or null when the row has no such file. */
  file?: (db: Db, id: number, fileId: number) => Promise<QueueFile | null>;
  /** The rows decided at or after `from`, as a select of: received_at, decided_at. */
  decided: (from: Date) => SQL;
  /** The rows filed at or after `from`, as a select of: received_at. */
  received: (from: Date) => SQL;
  stateLabel: (estado: number) => string;
}

export interface QueueItemParts {
  campos: { etiqueta: string; valor: string }[];
  archivos: {
    id: number;
    nombre: string;
    tamano: number;
    tipoContenido: string;
    fecha: Date;
    origen: 'prestador' | 'aseguradora';
  }[];
  historial: {
    fecha: Date;
    estado: number;
    accion: string;
    origen: 'prestador' | 'aseguradora' | 'sistema';
    quien: string;
    mensaje: string | null;
  }[];
}

/** A stored file of a request as an item shows it: whose it is, and its metadata. */
export function queueFile(
  file: { id: number; fileName: string; size: number; contentType: string; createdAt: Date },
  fromInsurer: boolean,
): QueueItemParts['archivos'][number] {
  return {
    id: file.id,
    nombre: file.fileName,
    tamano: file.size,
    tipoContenido: file.contentType,
    fecha: file.createdAt,
    origen: fromInsurer ? 'aseguradora' : 'prestador',
  };
}

export interface QueueFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface QueueFilter {
  providerId?: number | undefined;
  tipo?: string | undefined;
  estado?: number | undefined;
  /** waiting_since at or after. */
  since?: Date | undefined;
  /** waiting_since at or before. */
  until?: Date | undefined;
}

export type QueueOrder = 'edad' | 'prestador' | 'fecha';

export interface QueueRow {
  id: number;
  numero: number;
  providerId: number;
  providerName: string;
  tipo: string;
  tipoDesc: string;
  estado: number;
  /** The step a request of several steps waits in (an integral authorization's). */
  etapa: string | null;
  resumen: string;
  receivedAt: Date;
  waitingSince: Date;
}

function whereOf(filter: QueueFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.providerId !== undefined) parts.push(sql`q.provider_id = ${filter.providerId}`);
  if (filter.tipo !== undefined) parts.push(sql`q.tipo = ${filter.tipo}`);
  if (filter.estado !== undefined) parts.push(sql`q.estado = ${filter.estado}`);
  if (filter.since !== undefined) parts.push(sql`q.waiting_since >= ${filter.since.toISOString()}`);
  if (filter.until !== undefined) parts.push(sql`q.waiting_since <= ${filter.until.toISOString()}`);
  return sql.join(parts, sql` and `);
}

/** Every order ends on the id, so a page boundary never splits ties differently twice. */
function orderOf(order: QueueOrder, reversed: boolean): SQL {
  const [asc, desc] = reversed ? [sql`desc`, sql`asc`] : [sql`asc`, sql`desc`];
  switch (order) {
    case 'edad':
      return sql`q.waiting_since ${asc}, q.id ${asc}`;
    case 'prestador':
      return sql`q.provider_id ${asc}, q.waiting_since ${asc}, q.id ${asc}`;
    case 'fecha':
      return sql`q.received_at ${desc}, q.id ${desc}`;
  }
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

type Raw = Record<string, string | number | null>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;

/**
 * One page of a queue and how many rows its filter matches, counted up to `countLimit` + 1: one
 * more than the limit says "more than" without reading the rest.
 */
export async function queuePage(
  db: Db,
  source: QueueSource,
  filter: QueueFilter,
  order: { by: QueueOrder; reversed: boolean },
  page: { offset: number; limit: number; countLimit: number; knownTotal?: number | null },
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = whereOf(filter);
  const known = page.knownTotal ?? null;
  const [items, count] = await Promise.all([
    db.execute(sql`
      select ${rowColumns}
      from (${source.waiting}) q
      join providers p on p.id = q.provider_id
      where ${where}
      order by ${orderOf(order.by, order.reversed)}
      limit ${page.limit} offset ${page.offset}
    `),
    known === null
      ? db.execute(sql`select count(*)::int as total from (
      select 1 from (${source.waiting}) q where ${where} limit ${page.countLimit + 1}) c`)
      : null,
  ]);
  const total = count === null ? known! : Number(rowsOf(count)[0]?.total ?? 0);
  return { rows: rowsOf(items).map(toRow), total };
}

const rowColumns = sql`q.id, q.numero, q.provider_id, p.ape_razon_social as provider_name, q.tipo,
  q.tipo_desc, q.estado, q.etapa, q.resumen,
  ${ms('q.received_at')} as received_ms, ${ms('q.waiting_since')} as waiting_ms`;

const toRow = (row: Raw): QueueRow => ({
  id: Number(row.id),
  numero: Number(row.numero),
  providerId: Number(row.provider_id),
  providerName: String(row.provider_name),
  tipo: String(row.tipo),
  tipoDesc: String(row.tipo_desc),
  estado: Number(row.estado),
  etapa: row.etapa === null || row.etapa === undefined ? null : String(row.etapa),
  resumen: String(row.resumen ?? ''),
  receivedAt: new Date(Number(row.received_ms)),
  waitingSince: new Date(Number(row.waiting_ms)),
});

/** One row of the kind by id, whatever its state; null when there is none. */
export async function queueRow(db: Db, source: QueueSource, id: number): Promise<QueueRow | null> {
  const result = await db.execute(sql`
    select ${rowColumns} from (${source.one(id)}) q join providers p on p.id = q.provider_id
  `);
  const [row] = rowsOf(result);
  return row === undefined ? null : toRow(row);
}

/**
 * How many rows wait, split at the `bounds` (waiting_since instants, newest first): the first
 * count is those newer than bounds[0], the last those at or before the last bound.
 */
export async function waitingByBounds(
  db: Db,
  source: QueueSource,
  bounds: readonly Date[],
): Promise<number[]> {
  const edges = bounds.map((bound) => bound.toISOString());
  const columns = [
    ...edges.map((edge, index) =>
      index === 0
        ? sql`count(*) filter (where q.waiting_since > ${edge})::int`
        : sql`count(*) filter (where q.waiting_since > ${edge} and q.waiting_since <= ${edges[index - 1]})::int`,
    ),
    sql`count(*) filter (where q.waiting_since <= ${edges.at(-1)})::int`,
  ];
  const result = await db.execute(
    sql`select ${sql.join(
      columns.map((column, index) => sql`${column} as ${sql.raw(`b${index}`)}`),
      sql`, `,
    )} from (${source.waiting}) q`,
  );
  const row = rowsOf(result)[0] ?? {};
  return columns.map((_, index) => Number(row[`b${index}`] ?? 0));
}

/** An instant's Argentine day (ADR 0005: no daylight saving), as the domain's argentineDay. */
const dayOf = (column: string) =>
  sql.raw(`to_char(${column} at time zone interval '-03:00', 'YYYY-MM-DD')`);

/** The figures' period: from its first instant up to now (a row dated later is not yet). */
export interface Window {
  from: Date;
  to: Date;
}

/** A decided row of the window (`d`). */
export const decidedBy = (window: Window) => sql`d.decided_at <= ${window.to.toISOString()}`;

/** Minutes from filing to decision of a decided row. */
export const DECISION_MINUTES = sql.raw(
  'greatest(0, extract(epoch from (d.decided_at - d.received_at)) / 60.0)',
);

/**
 * How many were decided since `from`, and the p50 and p90 of their minutes to decision:
 * percentile_cont, the domain's `percentile` rule (a test holds the two to agree), so a month of
 * the large seed's decisions is summed where it lies instead of sent over the wire.
 */
export async function decisionFigures(db: Db, source: QueueSource, window: Window) {
  const result = await db.execute(sql`
    select count(*)::int as decided,
           percentile_cont(0.5) within group (order by ${DECISION_MINUTES}) as p50,
           percentile_cont(0.9) within group (order by ${DECISION_MINUTES}) as p90
    from (${source.decided(window.from)}) d where ${decidedBy(window)}
  `);
  const row = rowsOf(result)[0] ?? {};
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { decided: Number(row.decided ?? 0), p50: number(row.p50), p90: number(row.p90) };
}

/** Decisions per Argentine day since `from`. */
export async function decidedByDay(db: Db, source: QueueSource, window: Window) {
  const result = await db.execute(sql`
    select ${dayOf('d.decided_at')} as day, count(*)::int as n
    from (${source.decided(window.from)}) d where ${decidedBy(window)} group by 1
  `);
  return new Map(rowsOf(result).map((row) => [String(row.day), Number(row.n)]));
}

/** Rows filed per Argentine day since `from`. */
export async function receivedByDay(db: Db, source: QueueSource, window: Window) {
  const result = await db.execute(sql`
    select ${dayOf('r.received_at')} as day, count(*)::int as n
    from (${source.received(window.from)}) r where r.received_at <= ${window.to.toISOString()}
    group by 1
  `);
  return new Map(rowsOf(result).map((row) => [String(row.day), Number(row.n)]));
}
