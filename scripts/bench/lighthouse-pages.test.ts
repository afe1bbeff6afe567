import { describe, expect, it } from 'vitest';
import {
  isTraceError,
  LIGHTHOUSE_PAGES,
  missedAims,
  type LighthouseFigures,
} from './lighthouse-pages.ts';
import { readOptions } from './options.ts';

const page = (id: string) => LIGHTHOUSE_PAGES.find((p) => p.id === id)!;

const good: LighthouseFigures = {
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2_100,
  fcpMs: 1_200,
  tbtMs: 40,
  cls: 0.01,
  interactiveMs: 3_000,
};

describe("the bench's verdict on the Lighthouse aims", () => {
  it('a public page within every aim misses none', () => {
    expect(missedAims(page('home'), good)).toEqual([]);
  });

  it("a public page names each aim it misses: today's home", () => {
    const home = { ...good, performance: 53, bestPractices: 96, lcpMs: 4_900 };
    expect(missedAims(page('home'), home)).toEqual([
      'performance 53 < 95',
      'LCP 4.9 s > 2.5 s',
      'best practices 96 < 100',
    ]);
  });

  it('the logged-in front-desk page is held to its time to interactive, not the public score', () => {
    const validator = page('validar-afiliado');
    expect(validator.loggedIn).toBe(true);
    expect(missedAims(validator, { ...good, performance: 60, lcpMs: 3_000 })).toEqual([]);
    expect(missedAims(validator, { ...good, interactiveMs: 3_600 })).toEqual(['TTI 3.6 s > 3.5 s']);
  });

  it('an unscored category counts as missed', () => {
    expect(missedAims(page('nosotros'), { ...good, accessibility: null })).toEqual([
      'accessibility - < 100',
    ]);
  });
});

describe('npm run bench options for the web part', () => {
  it('--web runs only the web part; Lighthouse is on unless --no-lighthouse', () => {
    expect(readOptions(['--web', '--repeat', '1'], {})).toMatchObject({
      web: true,
      lighthouse: true,
      repeat: 1,
    });
    expect(readOptions([], {})).toMatchObject({ web: false, lighthouse: true, repeat: 3 });
    expect(readOptions(['--no-lighthouse'], {}).lighthouse).toBe(false);
    expect(readOptions([], { BENCH_WEB: '1', BENCH_NO_LIGHTHOUSE: '1' })).toMatchObject({
      web: true,
      lighthouse: false,
    });
  });
});

describe('which failed Lighthouse run the bench takes again', () => {
  it.each([
    ['NO_NAVSTART', true],
    ['NO_TRACING_STARTED', true],
    // About the page itself: a page that never paints must fail the bench, not be retried.
    ['NO_FCP', false],
    ['NO_LCP', false],
    ['ERRORED_DOCUMENT_REQUEST', false],
    [undefined, false],
  ])('%s: %s', (code, retried) => {
    expect(isTraceError(code)).toBe(retried);
  });
});
