import { describe, expect, it } from 'vitest';
import { listItems, openingHours, pageSections, paragraphs } from './content-body.ts';
import {
  formatListItems,
  formatOpeningHours,
  formatPageSections,
  formatParagraphs,
} from './content-format.ts';

/** What an export writes, its parser reads back unchanged (format∘parse is the identity). */
describe('content long texts, written as their parsers read them', () => {
  it.each([
    [
      [{ titulo: 'Uno', parrafos: ['Primer párrafo.', 'Segundo.'] }],
      '## Uno\n\nPrimer párrafo.\n\nSegundo.',
    ],
    [
      [
        { titulo: 'A', parrafos: ['x'] },
        { titulo: 'Horarios: 8 a 17', parrafos: ['y', 'z - w'] },
      ],
      '## A\n\nx\n\n## Horarios: 8 a 17\n\ny\n\nz - w',
    ],
  ])('page sections %j', (sections, text) => {
    expect(formatPageSections(sections)).toBe(text);
    expect(pageSections(text)).toEqual({ ok: true, value: sections });
  });

  it.each([
    [['Uno.'], 'Uno.'],
    [['Uno.', 'Dos: tres.'], 'Uno.\n\nDos: tres.'],
  ])('paragraphs %j', (parrafos, text) => {
    expect(formatParagraphs(parrafos)).toBe(text);
    expect(paragraphs(text)).toEqual(parrafos);
  });

  it.each([
    [['Control anual.'], '- Control anual.'],
    [
      ['1. Evaluar', '- guion', '* estrella', 'Sin marca'],
      '- 1. Evaluar\n- - guion\n- * estrella\n- Sin marca',
    ],
  ])('list items %j', (items, text) => {
    expect(formatListItems(items)).toBe(text);
    expect(listItems(text)).toEqual(items);
  });

  it.each([
    [[{ dias: 'Lunes a viernes', horario: '8:00 a 17:00' }], 'Lunes a viernes: 8:00 a 17:00'],
    [
      [
        { dias: 'Lunes a viernes', horario: '8:00 a 17:00' },
        { dias: 'Sábados', horario: '9:00 a 12:00' },
      ],
      'Lunes a viernes: 8:00 a 17:00 | Sábados: 9:00 a 12:00',
    ],
  ])('opening hours %j', (hours, text) => {
    expect(formatOpeningHours(hours)).toBe(text);
    expect(openingHours(text)).toEqual({ ok: true, value: hours });
  });
});
