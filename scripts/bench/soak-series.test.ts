import { describe, expect, it } from 'vitest';
import { readOptions } from './options.ts';
import {
  FLAT_RULE,
  judgeFlat,
  samplesChart,
  samplesCsv,
  slope,
  sparkline,
  type SoakSample,
} from './soak-series.ts';

/** 60 samples 10 s apart (10 minutes), each field a function of the sample's minute. */
function run(
  shape: { heap?: (min: number, i: number) => number; rss?: (min: number) => number } = {},
  p99 = (_min: number) => 40,
  errors = (_i: number) => 0,
): SoakSample[] {
  return Array.from({ length: 60 }, (_, i) => {
    const atSeconds = (i + 1) * 10;
    const min = atSeconds / 60;
    return {
      atSeconds,
      rssMb: shape.rss?.(min) ?? 180,
      heapMb: shape.heap?.(min, i) ?? 60,
      requests: 5_000,
      p99Ms: p99(min),
      errors: errors(i),
    };
  });
}

describe('judgeFlat: flat after warm-up, p99 steady, no error', () => {
  it.each([
    ['flat', run(), []],
    // A garbage collector's sawtooth: peaks of +40 MB every third sample, the floor flat.
    ['a sawtooth over a flat floor', run({ heap: (_m, i) => 60 + (i % 3) * 20 }), []],
    // Warm-up growth (pools, JIT, caches) in the first third only.
    ['growth during warm-up only', run({ heap: (m) => 20 + Math.min(m, 3) * 10 }), []],
    ['heap growing 2 MB/min', run({ heap: (m) => 60 + 2 * m }), ['heap grows 2 MB/min']],
    [
      'a leak under a sawtooth',
      run({ heap: (m, i) => 60 + 3 * m + (i % 3) * 20 }),
      ['heap grows 3 MB/min'],
    ],
    ['RSS growing 5 MB/min', run({ rss: (m) => 180 + 5 * m }), ['RSS grows 5 MB/min']],
    ['RSS growing 2 MB/min (under its limit)', run({ rss: (m) => 180 + 2 * m }), []],
    ['p99 tripling', run({}, (m) => (m < 5 ? 40 : 200)), ['p99 drifted from 40 ms to 200 ms']],
    ['p99 up by the slack', run({}, (m) => (m < 5 ? 40 : 170)), []],
    ['one error', run({}, undefined, (i) => (i === 30 ? 1 : 0)), ['1 requests without an answer']],
    ['too short', run().slice(0, 20), ['too short to judge']],
  ] as const)('%s', (_name, samples, expected) => {
    const { problems } = judgeFlat(samples);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((start, i) => expect(problems[i]).toContain(start));
  });

  it('reports the floors’ slopes and the p99 of the first and last thirds after warm-up', () => {
    const verdict = judgeFlat(run({ heap: (m) => 60 + 2 * m }, (m) => (m < 5 ? 40 : 50)));
    expect(verdict).toMatchObject({
      judged: 40,
      heapSlopeMbPerMin: 2,
      rssSlopeMbPerMin: 0,
      p99EarlyMs: 40,
      p99LateMs: 50,
    });
  });

  it('the rule can be loosened', () => {
    const growing = run({ heap: (m) => 60 + 2 * m });
    expect(judgeFlat(growing, { ...FLAT_RULE, heapSlopeMbPerMin: 3 }).problems).toEqual([]);
  });
});

describe('slope', () => {
  it.each([
    [[], 0],
    [[[1, 5]], 0],
    [
      [
        [0, 1],
        [1, 3],
        [2, 5],
      ],
      2,
    ],
    [
      [
        [0, 4],
        [1, 4],
      ],
      0,
    ],
  ] as const)('%j → %d', (points, expected) => expect(slope(points)).toBeCloseTo(expected));
});

describe('the CSV and the chart', () => {
  const samples: SoakSample[] = [
    { atSeconds: 10, rssMb: 180.04, heapMb: 61.26, requests: 4_000, p99Ms: 35, errors: 0 },
    { atSeconds: 20, rssMb: 190, heapMb: 70, requests: 4_100, p99Ms: 45, errors: 1 },
  ];

  it('writes one header and one row per sample', () => {
    expect(samplesCsv(samples)).toBe(
      'seconds,rss_mb,heap_mb,requests,p99_ms,errors\n10,180,61.3,4000,35,0\n20,190,70,4100,45,1\n',
    );
  });

  it('draws the lowest value with the lowest bar and the highest with the highest', () => {
    expect(sparkline('heap', [60, 70, 65], 'MB')).toBe('heap  ▁█▅  60 MB → 65 MB (60 MB–70 MB)');
    expect(sparkline('p99', [40, 40], 'ms')).toBe('p99   ▁▁  40 ms → 40 ms (40 ms–40 ms)');
    expect(sparkline('p99', [], 'ms')).toBe('p99 (no samples)');
  });

  it('has a line per series', () => {
    expect(
      samplesChart(samples)
        .split('\n')
        .map((line) => line.split(' ')[0]),
    ).toEqual(['RSS', 'heap', 'p99', 'req']);
  });
});

describe('the soak’s duration', () => {
  it.each([
    [['--soak'], 600],
    [['--soak', '--duration', '120'], 120],
    [[], 10],
  ])('%j → %d s', (argv, seconds) => expect(readOptions(argv, {}).duration).toBe(seconds));
});
