import { describe, expect, it } from 'vitest';
import {
  CONTENT_EDITOR_MESSAGES,
  contentDay,
  publishedCells,
  unpublishOutcome,
  type VersionState,
} from './editor.ts';

const v = (numero: number, estado: VersionState['estado'], publicada: string | null = null) => ({
  numero,
  estado,
  publicada,
});

describe('unpublishOutcome', () => {
  it.each<[string, 'pagina' | 'novedad', VersionState[], ReturnType<typeof unpublishOutcome>]>([
    [
      'brings back the version published most recently before',
      'pagina',
      [
        v(1, 'anterior', '2026-01-01T10:00:00Z'),
        v(2, 'anterior', '2026-02-01T10:00:00Z'),
        v(3, 'publicada', '2026-03-01T10:00:00Z'),
      ],
      { ok: true, retire: 3, republish: 2 },
    ],
    [
      'skips a retired version, so two unpublishes do not swap the same two',
      'pagina',
      [
        v(1, 'anterior', '2026-01-01T10:00:00Z'),
        v(2, 'retirada', '2026-02-01T10:00:00Z'),
        v(3, 'publicada', '2026-03-01T10:00:00Z'),
      ],
      { ok: true, retire: 3, republish: 1 },
    ],
    [
      'ignores drafts',
      'novedad',
      [v(1, 'publicada', '2026-01-01T10:00:00Z'), v(2, 'borrador')],
      { ok: true, retire: 1, republish: null },
    ],
    [
      'takes a news item off the site when nothing was published before',
      'novedad',
      [v(1, 'publicada', '2026-01-01T10:00:00Z')],
      { ok: true, retire: 1, republish: null },
    ],
    [
      'refuses to leave a page empty',
      'pagina',
      [v(1, 'publicada', '2026-01-01T10:00:00Z'), v(2, 'borrador')],
      { ok: false, message: CONTENT_EDITOR_MESSAGES.pageStays },
    ],
    [
      'refuses when nothing is published',
      'novedad',
      [v(1, 'borrador'), v(2, 'retirada', '2026-01-01T10:00:00Z')],
      { ok: false, message: CONTENT_EDITOR_MESSAGES.nothingPublished },
    ],
  ])('%s', (_, tipo, versions, outcome) => {
    expect(unpublishOutcome(tipo, versions)).toEqual(outcome);
  });
});

describe('publishedCells', () => {
  // 02:30 UTC on the 2nd is still the 1st in Argentina (UTC−3).
  const at = new Date('2026-07-02T02:30:00Z');
  it.each([
    [
      'a page takes the day of publishing',
      'pagina',
      { fecha: '2020-01-01', titulo: 'T' },
      { fecha: '2026-07-01', titulo: 'T' },
    ],
    ['a news item keeps its own date', 'novedad', { fecha: '2020-01-01' }, { fecha: '2020-01-01' }],
    ['a guide keeps its revision date', 'guia', { fecha: '2024-05-05' }, { fecha: '2024-05-05' }],
  ] as const)('%s', (_, tipo, cells, expected) => {
    expect(publishedCells(tipo, cells, at)).toEqual(expected);
  });

  it('reads the day on the Argentine calendar', () => {
    expect(contentDay(new Date('2026-07-02T02:59:59Z'))).toBe('2026-07-01');
    expect(contentDay(new Date('2026-07-02T03:00:00Z'))).toBe('2026-07-02');
  });
});
