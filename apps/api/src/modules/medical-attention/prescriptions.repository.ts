import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  patientPrescriptionItems,
  patientPrescriptions,
} from '../../db/schema/medical-attention.ts';

/*
 * The patient record's prescriptions as receta-digital writes them (through public.ts): the
 * record owns the table, so atencion-medica's recetas page reads what was written.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewPrescription {
  affiliateId: number;
  providerId: number;
  userId: number;
  prescriptor: string;
  matricula: string;
  diagnosisCode: string;
  diagnostico: string;
  issuedAt: Date;
  items: { medicamento: string; presentacion: string; cantidad: number; posologia: string }[];
}

/** One prescription and its items, in one transaction; answers its new number. */
export async function insertPrescription(db: Db, values: NewPrescription): Promise<string> {
  return db.transaction(async (tx: Tx) => {
    // A select keeps the driver's result shape out of it (PGlite and node-postgres differ).
    const [next] = await tx
      .select({ n: sql<string>`nextval('prescription_nro_seq')::text` })
      .from(sql`(select 1) as one`);
    const numero = next!.n;
    const { items, ...row } = values;
    const [written] = await tx
      .insert(patientPrescriptions)
      .values({ ...row, numero, estado: 'emitida' })
      .returning({ id: patientPrescriptions.id });
    await tx
      .insert(patientPrescriptionItems)
      .values(
        items.map((item, index) => ({ prescriptionId: written!.id, position: index + 1, ...item })),
      );
    return numero;
  });
}

export async function findPrescription(db: Db, numero: string) {
  const [row] = await db
    .select()
    .from(patientPrescriptions)
    .where(eq(patientPrescriptions.numero, numero));
  if (!row) return null;
  const items = await db
    .select()
    .from(patientPrescriptionItems)
    .where(eq(patientPrescriptionItems.prescriptionId, row.id))
    .orderBy(asc(patientPrescriptionItems.position));
  return { ...row, items };
}

/** Cancels it only if it is still 'emitida' (a concurrent dispensing wins): true when done. */
export async function cancelPrescription(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(patientPrescriptions)
    .set({ estado: 'anulada', cancelledAt: at })
    .where(sql`${patientPrescriptions.id} = ${id} and ${patientPrescriptions.estado} = 'emitida'`)
    .returning({ id: patientPrescriptions.id });
  return rows.length === 1;
}
