import { readFileSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { affiliatePeriods, affiliates } from '../src/db/schema/affiliates.ts';
import { fixedClock } from '../src/lib/clock.ts';
import type { ImportKind, ImportOptions } from '../src/modules/imports/engine/kind.ts';
import { runImport } from '../src/modules/imports/engine/run-import.ts';
import { sqlRows } from '../src/modules/imports/engine/sql-rows.ts';
import { TEST_NOW } from './test-now.ts';

export const AFFILIATE_HEADER =
  'contra;middle;inte;prepaga;documento;apellido;nombre;fechaNacimiento;sexo;plan;ambito;estado;estadoDesc;desde;hasta;requiereToken;condicionImpuestos';

/** One register line of a made-up affiliate, with `change` overriding columns by name. */
export function affiliateLine(contra: number, change: Record<string, string> = {}): string {
  const row: Record<string, string> = {
    contra: String(contra),
    middle: '1',
    inte: '1',
    prepaga: '1',
    documento: String(contra - 10_000_000),
    apellido: 'Apellido',
    nombre: 'Nombre',
    fechaNacimiento: '1980-01-01',
    sexo: 'F',
    plan: '310',
    ambito: 'A',
    estado: '1',
    estadoDesc: 'Activo',
    desde: '2020-01-01',
    hasta: '',
    requiereToken: 'N',
    condicionImpuestos: 'Consumidor Final',
    ...change,
  };
  return AFFILIATE_HEADER.split(';')
    .map((column) => row[column])
    .join(';');
}

export const exampleFile = (name: string) =>
  readFileSync(new URL(`../../../docs/imports/${name}`, import.meta.url));

/** A writable that keeps what it is given, for reject files. */
export function memoryWritable() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

export function importBytes(
  db: Db,
  kind: ImportKind<unknown>,
  content: string | Buffer,
  options: ImportOptions = {},
) {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return runImport({ db, clock: fixedClock(TEST_NOW) }, kind, Readable.from([bytes]), options);
}

/** What a refused import must not have changed. */
export async function affiliateState(db: Db) {
  const [rows] = await db.select({ n: count() }).from(affiliates);
  const [periods] = await db.select({ n: count() }).from(affiliatePeriods);
  const [digest] = await sqlRows<{ d: string }>(
    db,
    sql`select md5(string_agg(a::text, ',' order by id)) as d from affiliates a`,
  );
  return { rows: rows?.n, periods: periods?.n, digest: digest?.d };
}
