import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliates } from '../../db/schema/affiliates.ts';
import {
  careEvents,
  medicalStudies,
  medicalVaccines,
  patientPrescriptionItems,
  patientPrescriptions,
} from '../../db/schema/medical-attention.ts';

/** The record's key of a number the validator accepted. */
export async function findAffiliateId(
  db: Db,
  number: { contra: number; middle: number; inte: number },
): Promise<number | null> {
  const [row] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(
      and(
        eq(affiliates.contra, number.contra),
        eq(affiliates.middle, number.middle),
        eq(affiliates.inte, number.inte),
      ),
    );
  return row?.id ?? null;
}

export function findVaccines(db: Db, affiliateId: number) {
  return db
    .select()
    .from(medicalVaccines)
    .where(eq(medicalVaccines.affiliateId, affiliateId))
    .orderBy(desc(medicalVaccines.appliedOn), desc(medicalVaccines.id));
}

/** A window of whole days: from `from` (inclusive) to `until` (exclusive). */
export interface PrescriptionPage {
  affiliateId: number;
  from: Date;
  until: Date;
  offset: number;
  limit: number;
}

export async function findPrescriptions(db: Db, page: PrescriptionPage) {
  const where = and(
    eq(patientPrescriptions.affiliateId, page.affiliateId),
    gte(patientPrescriptions.issuedAt, page.from),
    lt(patientPrescriptions.issuedAt, page.until),
  );
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(patientPrescriptions).where(where),
    db
      .select()
      .from(patientPrescriptions)
      .where(where)
      .orderBy(desc(patientPrescriptions.issuedAt), desc(patientPrescriptions.id))
      .offset(page.offset)
      .limit(page.limit),
  ]);
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(patientPrescriptionItems)
          .where(
            inArray(
              patientPrescriptionItems.prescriptionId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(patientPrescriptionItems.position));
  return { total: total[0]?.n ?? 0, rows, items };
}

const studyColumns = {
  id: medicalStudies.id,
  kind: medicalStudies.kind,
  performedOn: medicalStudies.performedOn,
  titulo: medicalStudies.titulo,
  prestador: medicalStudies.prestador,
  descripcion: medicalStudies.descripcion,
  contentType: medicalStudies.contentType,
};

export function findStudies(db: Db, affiliateId: number) {
  return db
    .select(studyColumns)
    .from(medicalStudies)
    .where(eq(medicalStudies.affiliateId, affiliateId))
    .orderBy(desc(medicalStudies.performedOn), asc(medicalStudies.id));
}

export async function findStudyFile(db: Db, id: number) {
  const [row] = await db
    .select({
      contentType: medicalStudies.contentType,
      fileName: medicalStudies.fileName,
      content: medicalStudies.content,
    })
    .from(medicalStudies)
    .where(eq(medicalStudies.id, id));
  return row ?? null;
}

export function findCareEvents(db: Db, affiliateId: number) {
  return db
    .select()
    .from(careEvents)
    .where(eq(careEvents.affiliateId, affiliateId))
    .orderBy(desc(careEvents.fecha), desc(careEvents.id));
}
