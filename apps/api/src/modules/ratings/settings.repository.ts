import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratingPlaceSettings, ratingSettings } from '../../db/schema/ratings.ts';

export async function findSettings(db: Db, providerIds: readonly number[]) {
  if (providerIds.length === 0) return [];
  return db
    .select()
    .from(ratingSettings)
    .where(inArray(ratingSettings.providerId, [...providerIds]));
}

/** The places whose visibility was ever set; a place absent here is shown. */
export async function findPlaceSettings(db: Db, providerIds: readonly number[]) {
  if (providerIds.length === 0) return [];
  return db
    .select()
    .from(ratingPlaceSettings)
    .where(inArray(ratingPlaceSettings.providerId, [...providerIds]));
}

export interface SettingsWrite {
  providerId: number;
  userId: number;
  mostrarComentarios: boolean;
  lugares: readonly { id: number; mostrarCalificacion: boolean }[];
  at: Date;
}

/** Replaces the provider's settings: the caller runs it inside its transaction. */
export async function writeSettings(db: Db, write: SettingsWrite): Promise<void> {
  const values = {
    mostrarComentarios: write.mostrarComentarios,
    updatedAt: write.at,
    updatedBy: write.userId,
  };
  await db
    .insert(ratingSettings)
    .values({ providerId: write.providerId, ...values })
    .onConflictDoUpdate({ target: ratingSettings.providerId, set: values });
  await db.delete(ratingPlaceSettings).where(eq(ratingPlaceSettings.providerId, write.providerId));
  if (write.lugares.length > 0) {
    await db.insert(ratingPlaceSettings).values(
      write.lugares.map((place) => ({
        providerId: write.providerId,
        placeId: place.id,
        mostrarCalificacion: place.mostrarCalificacion,
      })),
    );
  }
}
