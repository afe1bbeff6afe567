import { describe, expect, it } from 'vitest';
import { PRESENTATION_FORMS, presentationFormFileName } from './forms.ts';
import { practiceGuideFileName } from './practice-guides.ts';

describe('presentation forms', () => {
  it('offer spreadsheets and printed notes, each with a unique id and a file of its format', () => {
    const ids = PRESENTATION_FORMS.map((form) => form.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(PRESENTATION_FORMS.map(presentationFormFileName)).toContain(
      'prestaciones-ambulatorias.xlsx',
    );
    expect(PRESENTATION_FORMS.map(presentationFormFileName)).toContain('datos-bancarios.pdf');
  });
});

describe('a practice guide’s file name', () => {
  it.each([
    [7, 'Hipertensión arterial en adultos', 'guia-7-hipertension-arterial-en-adultos.pdf'],
    [
      12,
      'Diabetes tipo 2: diagnóstico y control',
      'guia-12-diabetes-tipo-2-diagnostico-y-control.pdf',
    ],
    [
      3,
      'Un título muy largo que sigue y sigue más allá de los sesenta caracteres permitidos',
      'guia-3-un-titulo-muy-largo-que-sigue-y-sigue-mas-alla-de-los.pdf',
    ],
  ])('guide %d "%s" downloads as %s', (id, title, name) => {
    expect(practiceGuideFileName(id, title)).toBe(name);
  });
});
