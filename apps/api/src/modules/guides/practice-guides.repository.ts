import { and, asc, count, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { practiceGuides } from '../../db/schema/guides.ts';

export interface GuideFilter {
  /** Search keys (domain searchKey) every one of which the title must contain. */
  words: readonly string[];
  especialidad?: string | undefined;
}

// Search keys hold only letters, digits and spaces (domain searchKey), so no LIKE wildcard.

// A guide an import withdrew (`retirada`) is neither listed, nor searched, nor downloaded.
function where(filter: GuideFilter): SQL | undefined {
  return and(
    isNull(practiceGuides.retirada),
    ...filter.words.map((word) => ilike(practiceGuides.claveBusqueda, `%${word}%`)),
    filter.especialidad === undefined
      ? undefined
      : eq(practiceGuides.especialidad, filter.especialidad),
  );
}

export async function countGuides(db: Db, filter: GuideFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(practiceGuides).where(where(filter));
  return row?.n ?? 0;
}

export async function findGuides(db: Db, filter: GuideFilter, offset: number, limit: number) {
  return db
    .select({
      id: practiceGuides.id,
      titulo: practiceGuides.titulo,
      especialidad: practiceGuides.especialidad,
      revisada: practiceGuides.revisada,
    })
    .from(practiceGuides)
    .where(where(filter))
    .orderBy(asc(practiceGuides.especialidad), asc(practiceGuides.titulo))
    .offset(offset)
    .limit(limit);
}

export async function findSpecialties(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ especialidad: practiceGuides.especialidad })
    .from(practiceGuides)
    .where(isNull(practiceGuides.retirada))
    .orderBy(asc(practiceGuides.especialidad));
  return rows.map((row) => row.especialidad);
}

export async function findGuide(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(practiceGuides)
    .where(and(eq(practiceGuides.id, id), isNull(practiceGuides.retirada)));
  return row;
}
