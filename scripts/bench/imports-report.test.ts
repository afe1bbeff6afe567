import { describe, expect, it } from 'vitest';
import type { ImportRun } from './imports-run.ts';
import { formatImports, type ImportsResults } from './imports-report.ts';
import { readOptions } from './options.ts';

const run = (label: string, seconds: number, rss: number): ImportRun => ({
  label,
  seconds,
  rowsPerSecond: 1_000_000 / seconds,
  peakRssMiB: rss,
  cpuSeconds: seconds / 2,
  report: { read: 1_000_000, new: 0, changed: 0, unchanged: 1_000_000, retired: 0 },
});

const results = (fresh: number, repeated: number, rss: number): ImportsResults => ({
  generatedAt: '2026-11-28T00:00:00.000Z',
  machine: { node: 'v24', cpus: 2, loadAverageAtStart: 1 },
  rows: 1_000_000,
  postgres: {
    rounds: [
      {
        bareCopySeconds: 3,
        fresh: run('fresh', fresh, rss),
        repeated: run('repeated', repeated, rss),
        full: run('full', repeated, rss),
      },
    ],
  },
  pglite: { skipped: 'not requested' },
});

describe('the imports bench', () => {
  it('is asked for with --imports, its register sized with --rows (a million by default)', () => {
    expect(readOptions(['--imports'], {})).toMatchObject({ imports: true, rows: 1_000_000 });
    expect(readOptions(['--imports', '--rows', '5000'], {}).rows).toBe(5_000);
    expect(() => readOptions(['--imports', '--rows', '0'], {})).toThrow(/--rows/);
  });

  it('says which of the issue aims the best round met, with the COPY ratios', () => {
    const met = formatImports(results(5, 4, 250));
    expect(met).toContain('COPY ratio fresh 0.600 >= 0.5 met');
    expect(met).toContain('repeated 1.33 x COPY <= 1.5 met');
    expect(met).toContain('peak RSS 250 MiB <= 300 met');
    const missed = formatImports(results(70, 30, 400));
    expect(missed).toContain('fresh 70.0 s <= 60 s MISSED');
    expect(missed).toContain('COPY ratio fresh 0.043 >= 0.5 MISSED');
    expect(missed).toContain('peak RSS 400 MiB <= 300 MISSED');
  });
});
