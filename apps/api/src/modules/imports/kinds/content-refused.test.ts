import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_BODY_MESSAGES as B,
  CONTENT_IMPORT_MESSAGES as C,
  CONTENT_ROW_TYPES,
  IMPORT_MESSAGES as M,
} from '@portal/domain/imports';
import type { Database } from '../../../db/client.ts';
import { importBytes } from '../../../../test/imports.ts';
import { openTestDatabase } from '../../../../test/test-app.ts';
import type { ImportKind } from '../engine/kind.ts';
import { contentKind } from './content.ts';
import { contentState } from './content-test-kit.ts';

const kind = contentKind as ImportKind<unknown>;
const HEADER =
  'tipo;clave;titulo;fecha;resumen;cuerpo;direccion;localidad;provincia;telefono;horarios;especialidad;enlace';
/** A good row first: a refused file must not apply it either. */
const GOOD =
  'sucursal;30;Sucursal Quilmes;;;;Rivadavia 200;Quilmes;Buenos Aires;(011) 4253-0000;Lunes a viernes: 8:00 a 16:00;;';
const news = (
  change: Partial<Record<'tipo' | 'clave' | 'titulo' | 'fecha' | 'cuerpo', string>>,
) => {
  const row = {
    tipo: 'novedad',
    clave: 'aviso-2026',
    titulo: 'Aviso',
    fecha: '2026-03-01',
    cuerpo: 'Texto.',
    ...change,
  };
  return `${row.tipo};${row.clave};${row.titulo};${row.fecha};;${row.cuerpo};;;;;;;`;
};
const issue = (enlace: string) =>
  `revista;130;Otoño;2026-04-01;Resumen.;- Nota uno;;;;;;;${enlace}`;

describe('a content file with a bad row is refused whole, by line and field, in Spanish', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it.each([
    [
      'an unknown type',
      news({ tipo: 'evento' }),
      [{ line: 3, field: 'tipo', message: M.oneOf(CONTENT_ROW_TYPES) }],
    ],
    ['a missing title', news({ titulo: '' }), [{ line: 3, field: 'titulo', message: M.required }]],
    ['a bad date', news({ fecha: '30/02/2026' }), [{ line: 3, field: 'fecha', message: M.date }]],
    [
      'a date out of range',
      news({ fecha: '1850-01-01' }),
      [{ line: 3, field: 'fecha', message: M.dateRange('1900-01-01', '2100-12-31') }],
    ],
    [
      'a javascript: link',
      issue('javascript:alert(1)'),
      [{ line: 3, field: 'enlace', message: C.url }],
    ],
    [
      'an ftp link',
      issue('ftp://aseguradora.example/130.pdf'),
      [{ line: 3, field: 'enlace', message: C.url }],
    ],
    [
      'a title over its column',
      news({ titulo: 'x'.repeat(161) }),
      [{ line: 3, field: 'titulo', message: M.maxLength(160) }],
    ],
    [
      // The body spans lines 3 and 4: the engine names a record by the line it ends on.
      'a page that is not the site’s',
      'pagina;informacionutil/otra;Otra;2026-03-01;Resumen.;"## Uno\nx";;;;;;;',
      [{ line: 4, field: 'clave', message: C.unknownPage }],
    ],
    [
      'a page body without a heading',
      'pagina;informacionutil/nosotros;Nosotros;2026-03-01;Resumen.;Sin título;;;;;;;',
      [{ line: 3, field: 'cuerpo', message: B.textBeforeHeading }],
    ],
    [
      'a news key that is not a slug',
      news({ clave: 'Aviso 2026' }),
      [{ line: 3, field: 'clave', message: C.slug }],
    ],
    [
      'a column of another type',
      'novedad;aviso-2026;Aviso;2026-03-01;;Texto.;;;;;;;https://aseguradora.example',
      [{ line: 3, field: 'enlace', message: C.notForType('novedad') }],
    ],
    [
      'a duplicate key',
      `${news({})}\n${news({ titulo: 'Otro aviso' })}`,
      [
        { line: 3, field: '', message: M.duplicate(4) },
        { line: 4, field: '', message: M.duplicate(3) },
      ],
    ],
  ])('%s', async (_case, rows, problems) => {
    const before = await contentState(database.db);
    const report = await importBytes(database.db, kind, [HEADER, GOOD, rows].join('\n'));
    expect(report).toMatchObject({ applied: false, refused: problems.length, new: 0 });
    expect(report.problems).toEqual(problems);
    expect(await contentState(database.db)).toEqual(before);
  });

  it('a page body in quotes keeps its line breaks; the file’s own line numbers count them', async () => {
    const report = await importBytes(
      database.db,
      kind,
      [
        HEADER,
        'pagina;informacionutil/nosotros;Nosotros;2026-03-01;Resumen.;"## Uno\n\nPárrafo.";;;;;;;',
        news({ fecha: 'ayer' }),
      ].join('\n'),
    );
    // The page row is two CSV records' worth of text on three lines; the news starts on line 5.
    expect(report.problems).toEqual([{ line: 5, field: 'fecha', message: M.date }]);
  });
});
