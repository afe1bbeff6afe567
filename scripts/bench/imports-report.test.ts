import { describe, expect, it } from 'vitest';
import type { ImportRun } from './imports-run.ts';
import { formatImports, type ImportsResults } from './imports-report.ts';
import { readOptions } from './options.ts';

const run = (label: string, seconds: number, rss: number, read = 1_000_000): ImportRun => ({
  label,
  seconds,
  rowsPerSecond: read / seconds,
  peakRssMiB: rss,
  cpuSeconds: seconds / 2,
  report: { read, new: 0, changed: 0, unchanged: read, retired: 0 },
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

  it('sizes the providers file with --providers, 50,000 by default', () => {
    expect(readOptions(['--imports'], {}).providers).toBe(50_000);
    expect(readOptions(['--imports', '--providers', '300'], {}).providers).toBe(300);
    expect(readOptions(['--imports'], { BENCH_PROVIDERS: '70' }).providers).toBe(70);
    expect(() => readOptions(['--imports', '--providers', '-1'], {})).toThrow(/--providers/);
  });

  it('reports the providers and settlements rounds beside their bare COPY', () => {
    const kind = (read: number, fresh: number, copy: number) => ({
      bareCopySeconds: copy,
      fresh: run('fresh', fresh, 260, read),
      repeated: run('repeated', fresh / 2, 250, read),
    });
    const text = formatImports({
      ...results(5, 4, 250),
      providersSettlements: {
        files: {
          providers: 50_000,
          registerRows: 1_000_000,
          providerRows: 100_000,
          providerBytes: 40 * 1024 * 1024,
          settlementRows: 1_200_000,
          settlementBytes: 300 * 1024 * 1024,
        },
        registerSeconds: 30,
        rounds: [{ providers: kind(100_000, 20, 1), settlements: kind(1_200_000, 60, 6) }],
      },
    });
    expect(text).toContain('50,000 providers, 100,000 places (40 MiB CSV)');
    expect(text).toContain('1,200,000 settlement lines (300 MiB CSV)');
    expect(text).toContain('round 1, settlements: bare COPY 6.00 s');
    expect(text).toMatch(/fresh +60\.0 s +20,000 rows\/s .* COPY ratio 0\.100/);
    expect(text).toMatch(/repeated +10\.0 s +10,000 rows\/s .* COPY ratio 0\.100/);
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
