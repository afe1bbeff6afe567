import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { ContentCells, ContentVersionState } from '@portal/domain/content';
import type { ContentRowType } from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { contentFiles, contentVersions } from '../../../db/schema/content.ts';
import { staffUsers } from '../../../db/schema/staff.ts';

export interface Item {
  tipo: ContentRowType;
  clave: string;
}

const ofItem = ({ tipo, clave }: Item) =>
  and(eq(contentVersions.tipo, tipo), eq(contentVersions.clave, clave));

/** An item's versions, newest first, with the name of who saved each. */
export const findVersions = (db: Db, item: Item) =>
  db
    .select({
      id: contentVersions.id,
      numero: contentVersions.numero,
      estado: contentVersions.estado,
      campos: contentVersions.campos,
      creada: contentVersions.creada,
      publicada: contentVersions.publicada,
      autor: staffUsers.name,
    })
    .from(contentVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, contentVersions.autor))
    .where(ofItem(item))
    .orderBy(desc(contentVersions.numero));
export type VersionRow = Awaited<ReturnType<typeof findVersions>>[number];

/**
 * Takes the item's row lock for the rest of the transaction: two editors saving or publishing the
 * same item at once must not both take the same version number or both be "publicada".
 */
export async function lockItem(db: Db, item: Item): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${item.tipo}:${item.clave}`}))`);
}

export async function insertVersion(
  db: Db,
  item: Item,
  version: {
    estado: ContentVersionState;
    campos: ContentCells;
    creada: Date;
    autor: number | null;
    publicada: Date | null;
  },
): Promise<number> {
  const [last] = await db
    .select({ numero: max(contentVersions.numero) })
    .from(contentVersions)
    .where(ofItem(item));
  const numero = (last?.numero ?? 0) + 1;
  await db.insert(contentVersions).values({ ...item, numero, ...version });
  return numero;
}

export async function setVersionState(
  db: Db,
  item: Item,
  numero: number,
  estado: ContentVersionState,
  published?: { at: Date; campos: ContentCells },
): Promise<void> {
  await db
    .update(contentVersions)
    .set({ estado, ...(published ? { publicada: published.at, campos: published.campos } : {}) })
    .where(and(ofItem(item), eq(contentVersions.numero, numero)));
}

/** Per item of a type: its newest version's state (to mark the list's drafts). */
export const newestStates = (db: Db, tipo: ContentRowType) =>
  db
    .selectDistinctOn([contentVersions.clave], {
      clave: contentVersions.clave,
      estado: contentVersions.estado,
      titulo: sql<string>`coalesce(${contentVersions.campos} ->> 'titulo', '')`,
    })
    .from(contentVersions)
    .where(eq(contentVersions.tipo, tipo))
    .orderBy(contentVersions.clave, desc(contentVersions.numero));

const fileColumns = {
  id: contentFiles.id,
  nombre: contentFiles.nombre,
  contentType: contentFiles.contentType,
  size: contentFiles.size,
};

export const findFiles = (db: Db, item: Item) =>
  db
    .select(fileColumns)
    .from(contentFiles)
    .where(and(eq(contentFiles.tipo, item.tipo), eq(contentFiles.clave, item.clave)))
    .orderBy(desc(contentFiles.creada), contentFiles.id);

export async function insertFile(db: Db, file: typeof contentFiles.$inferInsert): Promise<void> {
  await db.insert(contentFiles).values(file);
}

/**
 * A file by its id; with `linkedFromSite`, only while a version on the site links it (its
 * address in the published cells): a draft's file stays the editors' (docs/decisions/0071).
 */
export async function findFile(db: Db, id: string, options: { linkedFromSite: boolean }) {
  // The file's id named with its table: a one-table select writes its columns bare, and a bare
  // "id" inside the subquery would be the version's.
  const fileId = sql`${sql.identifier('content_files')}.${sql.identifier('id')}`;
  const onSite = sql`exists (select 1 from ${contentVersions} where ${contentVersions.estado} = 'publicada'
    and strpos(${contentVersions.campos}::text, ${fileId}::text) > 0)`;
  const [row] = await db
    .select({ ...fileColumns, content: contentFiles.content })
    .from(contentFiles)
    .where(options.linkedFromSite ? and(eq(contentFiles.id, id), onSite) : eq(contentFiles.id, id));
  return row;
}
