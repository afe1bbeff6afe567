import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { localities } from '../../db/schema/core.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { attentionPlaceDetails } from '../../db/schema/profile.ts';
import { modules, userModules } from '../../db/schema/session.ts';

/** A provider's places, the module catalogue and its users' access rows: SQL only. */

export function findPlaces(db: Db, providerId: number) {
  return db
    .select({
      id: attentionPlaces.id,
      descripcion: attentionPlaces.descripcion,
      calle: attentionPlaces.calle,
      numero: attentionPlaces.numero,
      localidad: localities.nombre,
      telefono: attentionPlaces.telefono,
      vigenciaHasta: attentionPlaces.vigenciaHasta,
      horarios: attentionPlaceDetails.horarios,
      consultorios: attentionPlaceDetails.consultorios,
    })
    .from(attentionPlaces)
    .innerJoin(localities, eq(localities.id, attentionPlaces.localityId))
    .leftJoin(attentionPlaceDetails, eq(attentionPlaceDetails.placeId, attentionPlaces.id))
    .where(eq(attentionPlaces.providerId, providerId))
    .orderBy(asc(attentionPlaces.descripcion), asc(attentionPlaces.id));
}

export function findCatalogue(db: Db) {
  return db
    .select({ id: modules.id, titulo: modules.titulo })
    .from(modules)
    .orderBy(asc(modules.sort), asc(modules.id));
}

export async function teamUserIds(db: Db, providerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.providerId, providerId));
  return rows.map((row) => row.id);
}

export async function setBlock(
  db: Db,
  userId: number,
  values: { disabledAt: Date | null; blockedAt: Date | null },
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Enables the modules for every admin of the provider (whoever the provider made admin). */
export async function grantToAdmins(db: Db, providerId: number, moduleIds: string[]) {
  if (moduleIds.length === 0) return;
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.providerId, providerId), eq(users.admin, true)));
  if (admins.length === 0) return;
  await db
    .insert(userModules)
    .values(
      admins.flatMap((admin) =>
        moduleIds.map((moduleId) => ({ userId: admin.id, moduleId, habilitado: true })),
      ),
    )
    .onConflictDoUpdate({
      target: [userModules.userId, userModules.moduleId],
      set: { habilitado: true },
    });
}

/** Disables the modules for everyone of the provider's team. */
export async function withdrawFromTeam(db: Db, userIds: number[], moduleIds: string[]) {
  if (moduleIds.length === 0 || userIds.length === 0) return;
  await db
    .update(userModules)
    .set({ habilitado: false })
    .where(and(inArray(userModules.userId, userIds), inArray(userModules.moduleId, moduleIds)));
}
