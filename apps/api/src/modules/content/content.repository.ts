import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  contactPhones,
  contentPages,
  contentPageSections,
  magazineIssues,
  medicalCentres,
  preventionProgrammes,
} from '../../db/schema/content.ts';

export async function findPage(db: Db, ruta: string) {
  const [page] = await db.select().from(contentPages).where(eq(contentPages.ruta, ruta));
  if (!page) return undefined;
  const secciones = await db
    .select({ titulo: contentPageSections.titulo, parrafos: contentPageSections.parrafos })
    .from(contentPageSections)
    .where(eq(contentPageSections.ruta, ruta))
    .orderBy(asc(contentPageSections.orden));
  return { ...page, secciones };
}

export const findBranches = (db: Db) =>
  db.select().from(branches).orderBy(asc(branches.provincia), asc(branches.nombre));

export const findMedicalCentres = (db: Db, tipo: string) =>
  db
    .select()
    .from(medicalCentres)
    .where(eq(medicalCentres.tipo, tipo))
    .orderBy(asc(medicalCentres.nombre));

export const findProgrammes = (db: Db) =>
  db
    .select({
      programa: preventionProgrammes.programa,
      titulo: preventionProgrammes.titulo,
      descripcion: preventionProgrammes.descripcion,
    })
    .from(preventionProgrammes)
    .orderBy(asc(preventionProgrammes.orden));

export async function findProgramme(db: Db, programa: string) {
  const [row] = await db
    .select()
    .from(preventionProgrammes)
    .where(eq(preventionProgrammes.programa, programa));
  return row;
}

export const findMagazineIssues = (db: Db) =>
  db.select().from(magazineIssues).orderBy(desc(magazineIssues.numero));

export const findContactPhones = (db: Db) =>
  db.select().from(contactPhones).orderBy(asc(contactPhones.orden));

export async function findMagazineIssue(db: Db, numero: number) {
  const [row] = await db.select().from(magazineIssues).where(eq(magazineIssues.numero, numero));
  return row;
}
