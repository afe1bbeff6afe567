import { sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_IMPORT_CELLS,
  formatDay,
  formatListItems,
  formatOpeningHours,
  formatPageSections,
  formatParagraphs,
  type BodySection,
  type ContentImportCell,
  type ContentRowType,
} from '@portal/domain/imports';
import type { Db } from '../../../db/client.ts';
import { keysetPages } from '../engine/keyset.ts';
import type { ExportRow } from '../engine/kind.ts';

type Cells = Partial<Record<ContentImportCell, string>>;

interface Source<Row> {
  tipo: ContentRowType;
  /** The rows after `after` (the natural key, compared as text in "C" order or as integers). */
  page: (after: string | null, limit: number) => SQL;
  key: (row: Row) => string;
  cells: (row: Row) => Cells;
}

const after = (column: string, key: string | null, numeric: boolean) =>
  key === null
    ? sql``
    : numeric
      ? sql`and ${sql.raw(column)} > ${Number(key)}`
      : sql`and ${sql.raw(column)} collate "C" > ${key}`;

interface Page {
  ruta: string;
  titulo: string;
  resumen: string;
  actualizada: string;
  secciones: BodySection[];
}
const pages: Source<Page> = {
  tipo: 'pagina',
  page: (key, limit) => sql`
    select p.ruta, p.titulo, p.resumen, p.actualizada::text as actualizada,
      coalesce((select jsonb_agg(jsonb_build_object('titulo', s.titulo, 'parrafos', s.parrafos)
                                 order by s.orden)
                from content_page_sections s where s.ruta = p.ruta), '[]'::jsonb) as secciones
    from content_pages p where true ${after('p.ruta', key, false)}
    order by p.ruta collate "C" limit ${limit}`,
  key: (row) => row.ruta,
  cells: (row) => ({
    clave: row.ruta,
    titulo: row.titulo,
    fecha: formatDay(row.actualizada),
    resumen: row.resumen,
    cuerpo: formatPageSections(row.secciones),
  }),
};

interface Branch {
  id: number;
  nombre: string;
  direccion: string;
  localidad: string;
  provincia: string;
  telefono: string;
  horarios: { dias: string; horario: string }[];
}
const branches: Source<Branch> = {
  tipo: 'sucursal',
  page: (key, limit) => sql`
    select id, nombre, direccion, localidad, provincia, telefono, horarios from branches
    where retirada is null ${after('id', key, true)} order by id limit ${limit}`,
  key: (row) => String(row.id),
  cells: (row) => ({
    clave: String(row.id),
    titulo: row.nombre,
    direccion: row.direccion,
    localidad: row.localidad,
    provincia: row.provincia,
    telefono: row.telefono,
    horarios: formatOpeningHours(row.horarios),
  }),
};

interface News {
  clave: string;
  titulo: string;
  fecha: string;
  parrafos: string[];
}
const news: Source<News> = {
  tipo: 'novedad',
  page: (key, limit) => sql`
    select clave, titulo, fecha::text as fecha, parrafos from content_news
    where retirada is null ${after('clave', key, false)} order by clave collate "C" limit ${limit}`,
  key: (row) => row.clave,
  cells: (row) => ({
    clave: row.clave,
    titulo: row.titulo,
    fecha: formatDay(row.fecha),
    cuerpo: formatParagraphs(row.parrafos),
  }),
};

interface Issue {
  numero: number;
  titulo: string;
  publicada: string;
  resumen: string;
  notas: string[];
  enlace: string | null;
}
const issues: Source<Issue> = {
  tipo: 'revista',
  page: (key, limit) => sql`
    select numero, titulo, publicada::text as publicada, resumen, notas, enlace
    from magazine_issues
    where retirada is null ${after('numero', key, true)} order by numero limit ${limit}`,
  key: (row) => String(row.numero),
  cells: (row) => ({
    clave: String(row.numero),
    titulo: row.titulo,
    fecha: formatDay(row.publicada),
    resumen: row.resumen,
    cuerpo: formatListItems(row.notas),
    enlace: row.enlace ?? '',
  }),
};

interface Guide {
  id: number;
  titulo: string;
  especialidad: string;
  revisada: string;
  alcance: string;
  recomendaciones: string[];
}
const guides: Source<Guide> = {
  tipo: 'guia',
  page: (key, limit) => sql`
    select id, titulo, especialidad, revisada::text as revisada, alcance, recomendaciones
    from practice_guides
    where retirada is null ${after('id', key, true)} order by id limit ${limit}`,
  key: (row) => String(row.id),
  cells: (row) => ({
    clave: String(row.id),
    titulo: row.titulo,
    fecha: formatDay(row.revisada),
    especialidad: row.especialidad,
    resumen: row.alcance,
    cuerpo: formatListItems(row.recomendaciones),
  }),
};

/** Each type's cells of a row as the file writes them: the console's editor reads items so too. */
export const CONTENT_CELLS: {
  [T in ContentRowType]: (row: never) => Cells;
} = {
  pagina: pages.cells,
  sucursal: branches.cells,
  novedad: news.cells,
  revista: issues.cells,
  guia: guides.cells,
};

/** A row with every column of the file, in order: a type's own cells, the others empty. */
const rowOf = (tipo: ContentRowType, cells: Cells): ExportRow =>
  Object.fromEntries(
    CONTENT_IMPORT_CELLS.map((column) => [
      column,
      column === 'tipo' ? tipo : (cells[column] ?? ''),
    ]),
  );

async function* rowsOf<Row>(db: Db, source: Source<Row>): AsyncGenerator<ExportRow> {
  for await (const row of keysetPages<Row, string>(db, source.page, source.key)) {
    yield rowOf(source.tipo, source.cells(row));
  }
}

/**
 * The public site's content as its file says it (docs/decisions/0052), type by type in the
 * file's order of types, each by its natural key. Withdrawn rows (`retirada`) are not exported:
 * the file has no column to say "withdrawn", and a row in the file is published, so exporting
 * one would publish it again on the way back; left out, an import of the export leaves it
 * withdrawn (and a `--full` one withdraws nothing more).
 */
export async function* exportContent(db: Db): AsyncGenerator<ExportRow> {
  yield* rowsOf(db, pages);
  yield* rowsOf(db, branches);
  yield* rowsOf(db, news);
  yield* rowsOf(db, issues);
  yield* rowsOf(db, guides);
}
