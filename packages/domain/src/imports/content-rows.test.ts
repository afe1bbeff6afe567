import { describe, expect, it } from 'vitest';
import {
  CONTENT_BODY_MESSAGES as B,
  listItems,
  openingHours,
  pageSections,
  paragraphs,
} from './content-body.ts';
import {
  CONTENT_IMPORT_MESSAGES as C,
  CONTENT_ROW_TYPES,
  contentRowKey,
  parseContentRow,
} from './content-rows.ts';
import { IMPORT_MESSAGES as M } from './messages.ts';

describe('page bodies', () => {
  it.each([
    [
      '## Uno\n\nPrimer párrafo\nsigue.\n\nSegundo.',
      [{ titulo: 'Uno', parrafos: ['Primer párrafo sigue.', 'Segundo.'] }],
    ],
    [
      '# A\nx\n## B ##\r\ny',
      [
        { titulo: 'A', parrafos: ['x'] },
        { titulo: 'B', parrafos: ['y'] },
      ],
    ],
  ])('%j', (text, sections) => {
    expect(pageSections(text)).toEqual({ ok: true, value: sections });
  });

  it.each([
    ['Texto suelto\n## Uno\nx', B.textBeforeHeading],
    ['## Vacía\n\n## Otra\nx', B.emptySection('Vacía')],
    [`## ${'t'.repeat(161)}\nx`, B.sectionTitle(160)],
  ])('refuses %j', (text, message) => {
    expect(pageSections(text)).toEqual({ ok: false, message });
  });

  it('reads paragraphs, list items and opening hours', () => {
    expect(paragraphs('\n a \n b\n\n\n c ')).toEqual(['a b', 'c']);
    expect(listItems('- uno\n* dos\n\n3. tres\ncuatro')).toEqual(['uno', 'dos', 'tres', 'cuatro']);
    expect(openingHours('Lunes a viernes: 8:00 a 17:00 | Sábados: 9:00 a 12:00')).toEqual({
      ok: true,
      value: [
        { dias: 'Lunes a viernes', horario: '8:00 a 17:00' },
        { dias: 'Sábados', horario: '9:00 a 12:00' },
      ],
    });
    expect(openingHours('Lunes a viernes 8 a 17')).toEqual({ ok: false, message: B.hours });
  });
});

const page = {
  tipo: 'pagina',
  clave: 'informacionutil/nosotros',
  titulo: 'Nosotros',
  fecha: '2026-03-01',
  resumen: 'Quiénes somos.',
  cuerpo: '## Historia\n\nCuarenta años.',
};
const branch = {
  tipo: 'sucursal',
  clave: '12',
  titulo: 'Sucursal Norte',
  direccion: 'Av. Maipú 100',
  localidad: 'Vicente López',
  provincia: 'Buenos Aires',
  telefono: '(011) 4700-0000',
  horarios: 'Lunes a viernes: 8:00 a 17:00',
};
const news = {
  tipo: 'novedad',
  clave: 'circuito-2026',
  titulo: 'Nuevo circuito',
  fecha: '01/03/2026',
  cuerpo: 'Uno.\n\nDos.',
};
const issue = {
  tipo: 'revista',
  clave: 90,
  titulo: 'Verano',
  fecha: '2026-01-15',
  resumen: 'Calor y salud.',
  cuerpo: ['Golpe de calor', 'Hidratación'],
  enlace: 'https://aseguradora.example/revista/90.pdf',
};
const guide = {
  tipo: 'guia',
  clave: '500',
  titulo: 'Cefalea en la guardia',
  especialidad: 'Neurología',
  fecha: '2026-02-01',
  resumen: 'Adultos en la guardia.',
  cuerpo: '- Descartar signos de alarma\n- Registrar la evolución',
};

describe('parseContentRow: one row of each type', () => {
  it.each([
    [
      page,
      {
        tipo: 'pagina',
        clave: 'informacionutil/nosotros',
        titulo: 'Nosotros',
        fecha: '2026-03-01',
        resumen: 'Quiénes somos.',
        secciones: [{ titulo: 'Historia', parrafos: ['Cuarenta años.'] }],
      },
    ],
    [
      branch,
      {
        tipo: 'sucursal',
        clave: 12,
        titulo: 'Sucursal Norte',
        direccion: 'Av. Maipú 100',
        localidad: 'Vicente López',
        provincia: 'Buenos Aires',
        telefono: '(011) 4700-0000',
        horarios: [{ dias: 'Lunes a viernes', horario: '8:00 a 17:00' }],
      },
    ],
    [
      news,
      {
        tipo: 'novedad',
        clave: 'circuito-2026',
        titulo: 'Nuevo circuito',
        fecha: '2026-03-01',
        parrafos: ['Uno.', 'Dos.'],
      },
    ],
    [
      issue,
      {
        tipo: 'revista',
        clave: 90,
        titulo: 'Verano',
        fecha: '2026-01-15',
        resumen: 'Calor y salud.',
        notas: ['Golpe de calor', 'Hidratación'],
        enlace: 'https://aseguradora.example/revista/90.pdf',
      },
    ],
    [
      guide,
      {
        tipo: 'guia',
        clave: 500,
        titulo: 'Cefalea en la guardia',
        claveBusqueda: 'cefalea en la guardia',
        especialidad: 'Neurología',
        fecha: '2026-02-01',
        resumen: 'Adultos en la guardia.',
        recomendaciones: ['Descartar signos de alarma', 'Registrar la evolución'],
      },
    ],
  ])('$tipo', (cells, value) => {
    expect(parseContentRow(cells)).toEqual({ ok: true, value });
  });

  it('keys rows by type and natural key', () => {
    const parsed = parseContentRow(branch);
    expect(parsed.ok && contentRowKey(parsed.value)).toBe('sucursal:12');
    expect(CONTENT_ROW_TYPES).toEqual(['pagina', 'sucursal', 'novedad', 'revista', 'guia']);
  });
});

describe('parseContentRow refuses by field, in Spanish', () => {
  it.each([
    ['unknown type', { ...news, tipo: 'evento' }, 'tipo', M.oneOf(CONTENT_ROW_TYPES)],
    ['no type', { ...news, tipo: '' }, 'tipo', M.required],
    ['missing title', { ...branch, titulo: '' }, 'titulo', M.required],
    ['bad date', { ...news, fecha: '31/02/2026' }, 'fecha', M.date],
    ['date in another format', { ...issue, fecha: '2026.01.15' }, 'fecha', M.date],
    ['javascript: link', { ...issue, enlace: 'javascript:alert(1)' }, 'enlace', C.url],
    ['file link', { ...issue, enlace: 'file:///etc/passwd' }, 'enlace', C.url],
    ['not a URL', { ...issue, enlace: 'revista 90' }, 'enlace', C.url],
    ['title too long for a page', { ...page, titulo: 'x'.repeat(121) }, 'titulo', M.maxLength(120)],
    ['title too long for news', { ...news, titulo: 'x'.repeat(161) }, 'titulo', M.maxLength(160)],
    ['summary too long', { ...page, resumen: 'x'.repeat(301) }, 'resumen', M.maxLength(300)],
    ['phone too long', { ...branch, telefono: '1'.repeat(41) }, 'telefono', M.maxLength(40)],
    ['unknown page', { ...page, clave: 'informacionutil/otra' }, 'clave', C.unknownPage],
    ['bad slug', { ...news, clave: 'Nuevo Circuito' }, 'clave', C.slug],
    ['branch code not a number', { ...branch, clave: 'B12' }, 'clave', M.integer],
    ['page body without heading', { ...page, cuerpo: 'Sin título' }, 'cuerpo', B.textBeforeHeading],
    ['bad hours', { ...branch, horarios: 'siempre' }, 'horarios', B.hours],
    ['empty notes', { ...issue, cuerpo: '' }, 'cuerpo', M.required],
    [
      'a column of another type',
      { ...news, direccion: 'Av. Maipú 100' },
      'direccion',
      C.notForType('novedad'),
    ],
  ])('%s', (_case, cells, field, message) => {
    const parsed = parseContentRow(cells);
    expect(parsed).toEqual({ ok: false, problems: [{ field, message }] });
  });

  it('reports every problem of a row', () => {
    expect(parseContentRow({ tipo: 'guia', clave: 'x' })).toEqual({
      ok: false,
      problems: [
        { field: 'clave', message: M.integer },
        { field: 'titulo', message: M.required },
        { field: 'especialidad', message: M.required },
        { field: 'fecha', message: M.required },
        { field: 'resumen', message: M.required },
        { field: 'cuerpo', message: M.required },
      ],
    });
  });
});
