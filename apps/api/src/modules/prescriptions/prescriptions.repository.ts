import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliates } from '../../db/schema/affiliates.ts';
import { providers } from '../../db/schema/core.ts';
import { vademecum } from '../../db/schema/prescriptions.ts';

const medicationColumns = {
  id: vademecum.id,
  marca: vademecum.marca,
  generico: vademecum.generico,
  presentacion: vademecum.presentacion,
};

/** Medications whose brand or generic name holds every word typed (a searchKey each). */
export function findMedications(db: Db, words: readonly string[], limit: number) {
  return db
    .select(medicationColumns)
    .from(vademecum)
    .where(and(...words.map((word) => like(vademecum.searchKey, `%${word}%`))))
    .orderBy(asc(vademecum.marca), asc(vademecum.generico), asc(vademecum.id))
    .limit(limit);
}

export function findMedicationsById(db: Db, ids: readonly number[]) {
  return db
    .select(medicationColumns)
    .from(vademecum)
    .where(inArray(vademecum.id, [...ids]));
}

/** The prescriber's name (its licences are Mis datos', read through the profile's public.ts). */
export async function findPrescriber(db: Db, providerId: number) {
  const [row] = await db
    .select({ nombreAbre: providers.nombreAbre, apeRazonSocial: providers.apeRazonSocial })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}

/** The patient's number and name, for the printed prescription. */
export async function findAffiliateNumber(db: Db, affiliateId: number) {
  const [row] = await db
    .select({
      contra: affiliates.contra,
      middle: affiliates.middle,
      inte: affiliates.inte,
      nombre: affiliates.nombre,
      apellido: affiliates.apellido,
    })
    .from(affiliates)
    .where(eq(affiliates.id, affiliateId));
  return row ?? null;
}
