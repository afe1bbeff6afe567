import { describe, expect, it } from 'vitest';
import {
  coverageDecision,
  isCoverageModality,
  transactionOrigin,
  type CoverageResult,
} from './modality.ts';

const result = (overrides: Partial<CoverageResult>): CoverageResult => ({
  mod_cobert: 'AP',
  exceptuada: 'N',
  terminales: 'N',
  circulo: 'N',
  origenDeTransaccion: 2,
  ...overrides,
});

describe('coverageDecision (spec §4 coverage modality codes)', () => {
  it.each<[string, Partial<CoverageResult>, ReturnType<typeof coverageDecision>]>([
    [
      'AP without terminals or circle is approved',
      {},
      {
        kind: 'approved',
        message: 'Prestación aprobada.',
        requiresTerminal: false,
        throughCircle: false,
      },
    ],
    [
      'AP with terminals must name a terminal',
      { terminales: 'S' },
      {
        kind: 'approved',
        message: 'Prestación aprobada.',
        requiresTerminal: true,
        throughCircle: false,
      },
    ],
    [
      'AP for a circle member is made through the circle',
      { circulo: 'S' },
      {
        kind: 'approved',
        message: 'Prestación aprobada.',
        requiresTerminal: false,
        throughCircle: true,
      },
    ],
    [
      'AP with both rules',
      { terminales: 'S', circulo: 'S' },
      {
        kind: 'approved',
        message: 'Prestación aprobada.',
        requiresTerminal: true,
        throughCircle: true,
      },
    ],
    [
      'AP exceptuada goes to the authorization flow',
      { exceptuada: 'S', terminales: 'S' },
      {
        kind: 'authorization',
        message:
          'La prestación está exceptuada: requiere autorización previa, continuá con el trámite de autorización.',
        excepted: true,
      },
    ],
    [
      'NC is rejected with "Prestación no cubierta."',
      { mod_cobert: 'NC' },
      { kind: 'rejected', message: 'Prestación no cubierta.' },
    ],
    [
      'NC stays rejected even when exceptuada',
      { mod_cobert: 'NC', exceptuada: 'S' },
      { kind: 'rejected', message: 'Prestación no cubierta.' },
    ],
    [
      'AM goes to the standard authorization',
      { mod_cobert: 'AM' },
      {
        kind: 'authorization',
        message:
          'La prestación requiere autorización previa: continuá con el trámite de autorización.',
        excepted: false,
      },
    ],
    [
      'SA follows its own path',
      { mod_cobert: 'SA' },
      { kind: 'own-path', message: 'La prestación tiene un circuito de autorización propio (SA).' },
    ],
  ])('%s', (_story, overrides, decision) => {
    expect(coverageDecision(result(overrides))).toEqual(decision);
  });
});

describe('isCoverageModality', () => {
  it.each([
    ['AP', true],
    ['NC', true],
    ['AM', true],
    ['SA', true],
    ['ap', false],
    ['XX', false],
    ['', false],
  ])('%j → %s', (code, known) => {
    expect(isCoverageModality(code)).toBe(known);
  });
});

describe('transactionOrigin (spec §9: terminal channel 90)', () => {
  it('is 90 through a terminal and 2 (the portal) otherwise', () => {
    expect(transactionOrigin(true)).toBe(90);
    expect(transactionOrigin(false)).toBe(2);
  });
});
