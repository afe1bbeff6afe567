import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  contactPhones,
  contentNews,
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

/** The published branches (an import may have withdrawn some: `retirada`). */
export const findBranches = (db: Db) =>
  db
    .select({
      id: branches.id,
      nombre: branches.nombre,
      direccion: branches.direccion,
      localidad: branches.localidad,
      provincia: branches.provincia,
      telefono: branches.telefono,
      horarios: branches.horarios,
    })
    .from(branches)
    .where(isNull(branches.retirada))
    .orderBy(asc(branches.provincia), asc(branches.nombre));

/** The published news as sections of their page, newest first. */
export const findNewsSections = (db: Db) =>
  db
    .select({ titulo: contentNews.titulo, parrafos: contentNews.parrafos })
    .from(contentNews)
    .where(isNull(contentNews.retirada))
    .orderBy(desc(contentNews.fecha), asc(contentNews.clave));

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

const issueColumns = {
  numero: magazineIssues.numero,
  titulo: magazineIssues.titulo,
  publicada: magazineIssues.publicada,
  resumen: magazineIssues.resumen,
  notas: magazineIssues.notas,
};

/** The published issues, newest first. */
export const findMagazineIssues = (db: Db) =>
  db
    .select(issueColumns)
    .from(magazineIssues)
    .where(isNull(magazineIssues.retirada))
    .orderBy(desc(magazineIssues.numero));

export const findContactPhones = (db: Db) =>
  db.select().from(contactPhones).orderBy(asc(contactPhones.orden));

export async function findMagazineIssue(db: Db, numero: number) {
  const [row] = await db
    .select({ ...issueColumns, enlace: magazineIssues.enlace })
    .from(magazineIssues)
    .where(and(eq(magazineIssues.numero, numero), isNull(magazineIssues.retirada)));
  return row;
}
