/**
 * The soak's memory and latency over time (pure): the samples taken every interval, their CSV,
 * a small text chart, and the judge of "flat after warm-up". No I/O, so the rule is tested with
 * tables (soak-series.test.ts) and the bench only feeds it.
 */

export interface SoakSample {
  /** Seconds since the load started, at the end of the interval. */
  atSeconds: number;
  /** The API process's resident set and live V8 heap (after a full collection), in MB. */
  rssMb: number;
  heapMb: number;
  /** Answers received in the interval and their 99th percentile. */
  requests: number;
  p99Ms: number;
  /** Requests without an answer in the interval (errors and timeouts). */
  errors: number;
}

/**
 * The rule. The first `warmupFraction` of the run is left out (JIT, pools, caches filling).
 * The rest is cut into windows of `windowSamples` samples; each window's lowest heap and RSS is
 * its floor (a sample taken during a stall or a burst says nothing of a leak), and
 * the least-squares slope of those floors, in MB a minute, must stay below the limits. p99 is
 * steady when the median p99 of the last third of the samples after warm-up is at most
 * `p99Ratio` times the first third's, plus `p99SlackMs` (a busy 2-core host moves it by tens of
 * milliseconds from minute to minute).
 */
export interface FlatRule {
  warmupFraction: number;
  windowSamples: number;
  heapSlopeMbPerMin: number;
  rssSlopeMbPerMin: number;
  p99Ratio: number;
  p99SlackMs: number;
}

export const FLAT_RULE: FlatRule = {
  warmupFraction: 1 / 3,
  windowSamples: 6,
  heapSlopeMbPerMin: 1,
  rssSlopeMbPerMin: 3,
  p99Ratio: 2,
  p99SlackMs: 100,
};

export interface FlatVerdict {
  /** Samples judged (after warm-up) and the floors' slopes, MB a minute. */
  judged: number;
  heapSlopeMbPerMin: number;
  rssSlopeMbPerMin: number;
  /** Median p99 of the first and last thirds after warm-up. */
  p99EarlyMs: number;
  p99LateMs: number;
  /** Empty when flat; otherwise what grew. */
  problems: string[];
}

/** Least-squares slope of y over x; 0 with fewer than two points. */
export function slope(points: readonly (readonly [number, number])[]): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each window's floor, at the time of the sample that set it (minutes). */
function floors(samples: readonly SoakSample[], size: number, read: (s: SoakSample) => number) {
  const points: [number, number][] = [];
  for (let start = 0; start < samples.length; start += size) {
    const lowest = samples
      .slice(start, start + size)
      .reduce((low, sample) => (read(sample) < read(low) ? sample : low));
    points.push([lowest.atSeconds / 60, read(lowest)]);
  }
  return points;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function judgeFlat(samples: readonly SoakSample[], rule: FlatRule = FLAT_RULE): FlatVerdict {
  const judged = samples.slice(Math.floor(samples.length * rule.warmupFraction));
  const problems: string[] = [];
  // Three windows at least: two floors always make a line, and one noisy window would decide.
  if (judged.length < rule.windowSamples * 3) {
    problems.push(
      `too short to judge: ${judged.length} samples after warm-up, ${rule.windowSamples * 3} needed`,
    );
  }
  const heapSlope = round(slope(floors(judged, rule.windowSamples, (s) => s.heapMb)));
  const rssSlope = round(slope(floors(judged, rule.windowSamples, (s) => s.rssMb)));
  const third = Math.max(1, Math.floor(judged.length / 3));
  const p99EarlyMs = median(judged.slice(0, third).map((s) => s.p99Ms));
  const p99LateMs = median(judged.slice(-third).map((s) => s.p99Ms));
  if (heapSlope >= rule.heapSlopeMbPerMin) {
    problems.push(`heap grows ${heapSlope} MB/min after warm-up (limit ${rule.heapSlopeMbPerMin})`);
  }
  if (rssSlope >= rule.rssSlopeMbPerMin) {
    problems.push(`RSS grows ${rssSlope} MB/min after warm-up (limit ${rule.rssSlopeMbPerMin})`);
  }
  if (judged.length > 0 && p99LateMs > p99EarlyMs * rule.p99Ratio + rule.p99SlackMs) {
    problems.push(
      `p99 drifted from ${p99EarlyMs} ms to ${p99LateMs} ms (limit ${rule.p99Ratio}× + ${rule.p99SlackMs} ms)`,
    );
  }
  const errors = samples.reduce((sum, s) => sum + s.errors, 0);
  if (errors > 0) problems.push(`${errors} requests without an answer`);
  return {
    judged: judged.length,
    heapSlopeMbPerMin: heapSlope,
    rssSlopeMbPerMin: rssSlope,
    p99EarlyMs,
    p99LateMs,
    problems,
  };
}

const CSV_COLUMNS = ['seconds', 'rss_mb', 'heap_mb', 'requests', 'p99_ms', 'errors'] as const;

export function samplesCsv(samples: readonly SoakSample[]): string {
  const rows = samples.map((s) =>
    [s.atSeconds, round(s.rssMb, 1), round(s.heapMb, 1), s.requests, s.p99Ms, s.errors].join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}

const BARS = '▁▂▃▄▅▆▇█';

/** One line of bars, lowest value ▁ and highest █, with the range and the first and last values. */
export function sparkline(label: string, values: readonly number[], unit: string): string {
  if (values.length === 0) return `${label} (no samples)`;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const bars = values
    .map((v) => BARS[high === low ? 0 : Math.round(((v - low) / (high - low)) * (BARS.length - 1))])
    .join('');
  const show = (n: number) => `${round(n, 1)} ${unit}`;
  return `${label.padEnd(5)} ${bars}  ${show(values[0]!)} → ${show(values.at(-1)!)} (${show(low)}–${show(high)})`;
}

/** The chart the bench prints: one line per series, one bar per sample. */
export function samplesChart(samples: readonly SoakSample[]): string {
  return [
    sparkline(
      'RSS',
      samples.map((s) => s.rssMb),
      'MB',
    ),
    sparkline(
      'heap',
      samples.map((s) => s.heapMb),
      'MB',
    ),
    sparkline(
      'p99',
      samples.map((s) => s.p99Ms),
      'ms',
    ),
    sparkline(
      'req',
      samples.map((s) => s.requests),
      '',
    ),
  ].join('\n');
}
