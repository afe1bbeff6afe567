import { CONTENT_PAGES } from '../content/pages.ts';
import { searchKey } from '../coverage/search-text.ts';
import {
  listItems,
  openingHours,
  pageSections,
  paragraphs,
  type BodyParsed,
  type BodySection,
} from './content-body.ts';
import { parseDay, parseInteger, parseText, type Cell } from './fields.ts';
import { IMPORT_MESSAGES } from './messages.ts';

/** The kinds of row of the content file, in the `tipo` column. */
export const CONTENT_ROW_TYPES = ['pagina', 'sucursal', 'novedad', 'revista', 'guia'] as const;
export type ContentRowType = (typeof CONTENT_ROW_TYPES)[number];

/** The columns of the content file: `tipo`, then the union of every type's columns. */
export const CONTENT_IMPORT_CELLS = [
  'tipo',
  'clave',
  'titulo',
  'fecha',
  'resumen',
  'cuerpo',
  'direccion',
  'localidad',
  'provincia',
  'telefono',
  'horarios',
  'especialidad',
  'enlace',
] as const;
export type ContentImportCell = (typeof CONTENT_IMPORT_CELLS)[number];

/** The page the news are shown on, before its own sections. */
export const NEWS_PAGE_PATH = 'informacionutil/novedades';

/** Long texts have a bound too (every write has one): far above any page's or guide's text. */
export const CONTENT_LONG_TEXT_MAX = 20_000;

export const CONTENT_IMPORT_MESSAGES = {
  unknownPage:
    'No es una página del sitio público (la ruta, por ejemplo "informacionutil/nosotros").',
  slug: 'La clave de una novedad tiene letras minúsculas sin acentos, números y guiones (por ejemplo "nuevo-circuito-2026"), hasta 60 caracteres.',
  url: 'Debe ser una dirección que empiece con http:// o https://.',
  notForType: (tipo: string) => `Esta columna no se usa en una fila de tipo ${tipo}: déjela vacía.`,
} as const;

export type ContentImportRow =
  | {
      tipo: 'pagina';
      clave: string;
      titulo: string;
      fecha: string;
      resumen: string;
      secciones: BodySection[];
    }
  | {
      tipo: 'sucursal';
      clave: number;
      titulo: string;
      direccion: string;
      localidad: string;
      provincia: string;
      telefono: string;
      horarios: { dias: string; horario: string }[];
    }
  | { tipo: 'novedad'; clave: string; titulo: string; fecha: string; parrafos: string[] }
  | {
      tipo: 'revista';
      clave: number;
      titulo: string;
      fecha: string;
      resumen: string;
      notas: string[];
      enlace: string | null;
    }
  | {
      tipo: 'guia';
      clave: number;
      titulo: string;
      /** The title as the guides' search reads it (domain searchKey). */
      claveBusqueda: string;
      especialidad: string;
      fecha: string;
      resumen: string;
      recomendaciones: string[];
    };

export interface ContentCellProblem {
  field: ContentImportCell;
  message: string;
}

export type ContentRowParsed =
  { ok: true; value: ContentImportRow } | { ok: false; problems: ContentCellProblem[] };

type Cells = Partial<Record<ContentImportCell, Cell>>;

/** A cell as text; an NDJSON array (of paragraphs, notes, hours) is its items one per line. */
function asText(cell: Cell): Cell {
  return Array.isArray(cell) ? cell.map((item) => String(item)).join('\n') : cell;
}

const blank = (cell: Cell) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** http(s) only: a javascript: or file: link on the public site would be a hole, not a link. */
export function parseWebLink(cell: Cell, max: number): BodyParsed<string> {
  const text = parseText(cell, max);
  if (!text.ok) return text;
  let url: URL;
  try {
    url = new URL(text.value);
  } catch {
    return { ok: false, message: CONTENT_IMPORT_MESSAGES.url };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: CONTENT_IMPORT_MESSAGES.url };
  }
  return { ok: true, value: text.value };
}

/** Which columns each type reads; any other column must be empty. */
export const CONTENT_ROW_CELLS: Record<ContentRowType, readonly ContentImportCell[]> = {
  pagina: ['clave', 'titulo', 'fecha', 'resumen', 'cuerpo'],
  sucursal: ['clave', 'titulo', 'direccion', 'localidad', 'provincia', 'telefono', 'horarios'],
  novedad: ['clave', 'titulo', 'fecha', 'cuerpo'],
  revista: ['clave', 'titulo', 'fecha', 'resumen', 'cuerpo', 'enlace'],
  guia: ['clave', 'titulo', 'fecha', 'especialidad', 'resumen', 'cuerpo'],
};

/** Reads cells with their field names, collecting every problem of the row. */
function reader(cells: Cells) {
  const problems: ContentCellProblem[] = [];
  function take<T>(field: ContentImportCell, parsed: BodyParsed<T>): T {
    if (!parsed.ok) problems.push({ field, message: parsed.message });
    return (parsed.ok ? parsed.value : undefined) as T;
  }
  const cell = (field: ContentImportCell) => asText(cells[field]);
  return {
    problems,
    text: (field: ContentImportCell, max: number) => take(field, parseText(cell(field), max)),
    day: (field: ContentImportCell) => take(field, parseDay(cell(field))),
    code: (field: ContentImportCell) => take(field, parseInteger(cell(field), 1, 2_147_483_647)),
    list: (field: ContentImportCell, split: (text: string) => string[]) => {
      const text = take(field, parseText(cell(field), CONTENT_LONG_TEXT_MAX));
      if (text === undefined) return [];
      const items = split(text);
      if (items.length === 0) problems.push({ field, message: IMPORT_MESSAGES.required });
      return items;
    },
    parsed: <T>(field: ContentImportCell, max: number, parse: (text: string) => BodyParsed<T>) => {
      const text = take(field, parseText(cell(field), max));
      return text === undefined ? (undefined as T) : take(field, parse(text));
    },
    optional: <T>(field: ContentImportCell, parse: (cell: Cell) => BodyParsed<T>) =>
      blank(cell(field)) ? null : take(field, parse(cell(field))),
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE_PATHS = new Set(CONTENT_PAGES.map((page) => page.path));

function readRow(tipo: ContentRowType, r: ReturnType<typeof reader>): ContentImportRow {
  switch (tipo) {
    case 'pagina': {
      const clave = r.text('clave', 80);
      if (clave !== undefined && !PAGE_PATHS.has(clave.replace(/^\/+|\/+$/g, ''))) {
        r.problems.push({ field: 'clave', message: CONTENT_IMPORT_MESSAGES.unknownPage });
      }
      return {
        tipo,
        clave: clave?.replace(/^\/+|\/+$/g, ''),
        titulo: r.text('titulo', 120),
        fecha: r.day('fecha'),
        resumen: r.text('resumen', 300),
        secciones: r.parsed('cuerpo', CONTENT_LONG_TEXT_MAX, pageSections),
      };
    }
    case 'sucursal':
      return {
        tipo,
        clave: r.code('clave'),
        titulo: r.text('titulo', 120),
        direccion: r.text('direccion', 160),
        localidad: r.text('localidad', 80),
        provincia: r.text('provincia', 80),
        telefono: r.text('telefono', 40),
        horarios: r.parsed('horarios', 1_000, openingHours),
      };
    case 'novedad': {
      const clave = r.text('clave', 60);
      if (clave !== undefined && !SLUG.test(clave)) {
        r.problems.push({ field: 'clave', message: CONTENT_IMPORT_MESSAGES.slug });
      }
      return {
        tipo,
        clave,
        titulo: r.text('titulo', 160),
        fecha: r.day('fecha'),
        parrafos: r.list('cuerpo', paragraphs),
      };
    }
    case 'revista':
      return {
        tipo,
        clave: r.code('clave'),
        titulo: r.text('titulo', 160),
        fecha: r.day('fecha'),
        resumen: r.text('resumen', CONTENT_LONG_TEXT_MAX),
        notas: r.list('cuerpo', listItems),
        enlace: r.optional('enlace', (cell) => parseWebLink(cell, 300)),
      };
    case 'guia': {
      const clave = r.code('clave');
      const titulo = r.text('titulo', 160);
      return {
        tipo,
        clave,
        titulo,
        claveBusqueda: titulo === undefined ? '' : searchKey(titulo),
        especialidad: r.text('especialidad', 80),
        fecha: r.day('fecha'),
        resumen: r.text('resumen', CONTENT_LONG_TEXT_MAX),
        recomendaciones: r.list('cuerpo', listItems),
      };
    }
  }
}

/**
 * One row of the content file (docs/imports/README.md): its `tipo` says which columns it reads
 * and with which limits (those of the table it lands in); the others must be empty, so a row
 * shifted by a column is caught. Every problem of the row is reported, by field.
 */
export function parseContentRow(cells: Cells): ContentRowParsed {
  const tipoText = typeof cells.tipo === 'string' ? cells.tipo.trim().toLowerCase() : cells.tipo;
  const tipo = CONTENT_ROW_TYPES.find((candidate) => candidate === tipoText);
  if (!tipo) {
    const message = blank(cells.tipo)
      ? IMPORT_MESSAGES.required
      : IMPORT_MESSAGES.oneOf(CONTENT_ROW_TYPES);
    return { ok: false, problems: [{ field: 'tipo', message }] };
  }
  const r = reader(cells);
  const value = readRow(tipo, r);
  for (const field of CONTENT_IMPORT_CELLS) {
    if (field !== 'tipo' && !CONTENT_ROW_CELLS[tipo].includes(field) && !blank(cells[field])) {
      r.problems.push({ field, message: CONTENT_IMPORT_MESSAGES.notForType(tipo) });
    }
  }
  return r.problems.length > 0 ? { ok: false, problems: r.problems } : { ok: true, value };
}

/** The row's identity in the file: its type and its natural key. */
export const contentRowKey = (row: ContentImportRow) => `${row.tipo}:${row.clave}`;
