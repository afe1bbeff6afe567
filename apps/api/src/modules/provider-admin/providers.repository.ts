import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { looseLikePattern, type ProviderSearchTerms } from '@portal/domain/provider-admin';
import type { Db } from '../../db/client.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { localities, providers, provinces } from '../../db/schema/core.ts';

/** Providers and the reference rows their pages name: SQL only. */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

/** A name folded as the domain's `searchKey` folds what staff type. */
const keyOf = (column: AnyPgColumn) =>
  sql`trim(regexp_replace(lower(translate(${column}, 'ÁÉÍÓÚÜÑÃÕÇáéíóúüñãõç', 'AEIOUUNAOCaeiouunaoc')), '[^a-z0-9]+', ' ', 'g'))`;
/** The loose pattern first: it spares folding the names that cannot match. */
const matches = (column: AnyPgColumn, key: string) =>
  sql`(${column} ilike ${looseLikePattern(key)} and ${keyOf(column)} like ${contains(key)})`;

export interface ProviderFilters {
  terms: ProviderSearchTerms;
  tipo?: 'P' | 'E' | 'I' | 'C' | undefined;
  localidad?: string | undefined;
}

function where({ terms, tipo, localidad }: ProviderFilters): SQL | undefined {
  const byNumber = [
    terms.code === undefined ? undefined : eq(providers.id, terms.code),
    terms.cuit === undefined ? undefined : sql`${providers.cuit} like ${`${terms.cuit}%`}`,
  ].filter((condition): condition is SQL => condition !== undefined);
  return and(
    byNumber.length > 0 ? or(...byNumber) : undefined,
    terms.text === undefined
      ? undefined
      : or(
          matches(providers.apeRazonSocial, terms.text),
          matches(providers.nombreAbre, terms.text),
        ),
    tipo === undefined ? undefined : eq(providers.tipo, tipo),
    localidad === undefined ? undefined : matches(localities.nombre, localidad),
  );
}

const summaryColumns = {
  codigo: providers.id,
  razonSocial: providers.apeRazonSocial,
  nombre: providers.nombreAbre,
  cuit: providers.cuit,
  tipo: providers.tipo,
  email: providers.email,
  localidad: localities.nombre,
  provincia: provinces.nombre,
  fechaBaja: providers.fechaBaja,
};
export async function countProviders(db: Db, filters: ProviderFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(providers)
    .innerJoin(localities, eq(localities.id, providers.localityId))
    .where(where(filters));
  return row?.n ?? 0;
}

export function findProviders(
  db: Db,
  filters: ProviderFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select(summaryColumns)
    .from(providers)
    .innerJoin(localities, eq(localities.id, providers.localityId))
    .innerJoin(provinces, eq(provinces.id, providers.provinceId))
    .where(where(filters))
    .orderBy(asc(providers.apeRazonSocial), asc(providers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findProvider(db: Db, codigo: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(providers)
    .innerJoin(localities, eq(localities.id, providers.localityId))
    .innerJoin(provinces, eq(provinces.id, providers.provinceId))
    .where(eq(providers.id, codigo));
  return row ?? null;
}
export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findProvider>>>;

/** Localities whose name holds the words, with their province, for a picker. */
export function findLocalities(db: Db, text: string, limit: number) {
  return db
    .select({ id: localities.id, nombre: localities.nombre, provincia: provinces.nombre })
    .from(localities)
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .where(matches(localities.nombre, text))
    .orderBy(asc(localities.nombre), asc(localities.id))
    .limit(limit);
}

export async function findLocality(db: Db, id: number) {
  const [row] = await db
    .select({ id: localities.id, provinceId: localities.provinceId })
    .from(localities)
    .where(eq(localities.id, id));
  return row ?? null;
}

export async function providerExists(db: Db, codigo: number): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, codigo));
  return row !== undefined;
}

export async function insertProvider(db: Db, row: typeof providers.$inferInsert): Promise<void> {
  await db.insert(providers).values(row);
}
