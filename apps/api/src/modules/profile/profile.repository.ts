import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  localities,
  providerManagementUnits,
  providers,
  provinces,
  specialties,
} from '../../db/schema/core.ts';
import { circles, providerCircles } from '../../db/schema/coverage.ts';
import { providerProfiles } from '../../db/schema/profile.ts';

/** SQL of Mis datos' personal, professional and contact data, and its reference lists. */

export async function findProvider(db: Db, providerId: number) {
  const [row] = await db
    .select({
      id: providers.id,
      cuit: providers.cuit,
      tipo: providers.tipo,
      email: providers.email,
      apeRazonSocial: providers.apeRazonSocial,
      nombreAbre: providers.nombreAbre,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
  if (!row) return null;
  const units = await db
    .select({ id: providerManagementUnits.unitId })
    .from(providerManagementUnits)
    .where(eq(providerManagementUnits.providerId, providerId));
  return { ...row, units: units.map((unit) => unit.id) };
}
export type ProviderRow = NonNullable<Awaited<ReturnType<typeof findProvider>>>;

export async function findProfile(db: Db, providerId: number) {
  const [row] = await db
    .select()
    .from(providerProfiles)
    .where(eq(providerProfiles.providerId, providerId));
  return row ?? null;
}
export type ProfileRow = typeof providerProfiles.$inferSelect;

/** The licences on file, in their order (none when the provider has no profile row yet). */
export async function findLicences(db: Db, providerId: number) {
  const [row] = await db
    .select({ matriculas: providerProfiles.matriculas })
    .from(providerProfiles)
    .where(eq(providerProfiles.providerId, providerId));
  return row?.matriculas ?? [];
}

/** Contact data, upserted: a provider without a profile row gets one. */
export async function saveContact(
  db: Db,
  providerId: number,
  contact: Pick<ProfileRow, 'emails' | 'telefonos'>,
  now: Date,
) {
  await db
    .insert(providerProfiles)
    .values({ providerId, ...contact, updatedAt: now })
    .onConflictDoUpdate({
      target: providerProfiles.providerId,
      set: { ...contact, updatedAt: now },
    });
}

export function listSpecialties(db: Db) {
  return db
    .select({ id: specialties.id, descripcion: specialties.descripcion })
    .from(specialties)
    .where(eq(specialties.seccion, 1))
    .orderBy(asc(specialties.descripcion));
}

export function findSpecialties(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: specialties.id, descripcion: specialties.descripcion })
    .from(specialties)
    .where(inArray(specialties.id, [...ids]));
}

export function listProvinces(db: Db) {
  return db
    .select({ id: provinces.id, descripcion: provinces.nombre })
    .from(provinces)
    .orderBy(asc(provinces.nombre));
}

/** Escapes LIKE's wildcards so a typed % or _ is a character. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Localities of a province whose name (or a word of it) starts with the text. */
export function searchLocalities(db: Db, provinceId: number, text: string) {
  const typed = likeText(text);
  return db
    .select({
      id: localities.id,
      nombre: localities.nombre,
      partido: localities.partido,
      codigoPostal: localities.codigoPostal,
    })
    .from(localities)
    .where(
      and(
        eq(localities.provinceId, provinceId),
        or(ilike(localities.nombre, `${typed}%`), ilike(localities.nombre, `% ${typed}%`)),
      ),
    )
    .orderBy(asc(localities.nombre))
    .limit(20);
}

export async function findLocality(db: Db, id: number) {
  const [row] = await db
    .select({
      id: localities.id,
      nombre: localities.nombre,
      provinceId: localities.provinceId,
      provincia: provinces.nombre,
    })
    .from(localities)
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .where(eq(localities.id, id));
  return row ?? null;
}

/** The circles a provider acts through, with the associated entity's tax id (spec §6). */
export function listCircles(db: Db, providerId: number) {
  return db
    .select({ id: circles.id, descripcion: circles.descripcion, cuit: circles.cuit })
    .from(providerCircles)
    .innerJoin(circles, eq(circles.id, providerCircles.circleId))
    .where(eq(providerCircles.providerId, providerId))
    .orderBy(asc(circles.descripcion));
}
