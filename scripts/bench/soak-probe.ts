import type { LiveMemory } from './soak-inspector.ts';
import type { SoakSample } from './soak-series.ts';

/**
 * Samples the API process during the soak: its live memory (`measure`, soak-inspector.ts) and
 * the answers' latencies of the interval, fed by every client of the soak (autocannon, the
 * streams, the logins). Nothing here is sent to the portal's own port.
 */

/** The 99th percentile (nearest rank) of unsorted latencies; 0 when there are none. */
export function percentile99(latencies: readonly number[]): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length * 0.99) - 1]!);
}

export interface SoakProbe {
  /** One answer (any client) and its time in ms. */
  answered(ms: number): void;
  /** One request without an answer (a connection error, a timeout). */
  failed(): void;
  /** Stops sampling; answers every whole interval's sample (a last partial one would be noise). */
  stop(): Promise<SoakSample[]>;
}

/** Samples every `intervalMs` from now; `onSample` sees each as it is taken (the live log). */
export function startProbe(
  measure: () => Promise<LiveMemory>,
  intervalMs: number,
  onSample: (sample: SoakSample) => void = () => {},
): SoakProbe {
  const startedAt = Date.now();
  const samples: SoakSample[] = [];
  let latencies: number[] = [];
  let errors = 0;
  let pending: Promise<void> = Promise.resolve();
  let scrapeError: Error | undefined;

  const take = async () => {
    const interval = { latencies, errors };
    latencies = [];
    errors = 0;
    const { rssMb, heapMb } = await measure();
    const sample: SoakSample = {
      atSeconds: Math.round((Date.now() - startedAt) / 1000),
      rssMb,
      heapMb,
      requests: interval.latencies.length,
      p99Ms: percentile99(interval.latencies),
      errors: interval.errors,
    };
    samples.push(sample);
    onSample(sample);
  };
  // One sample at a time: a slow scrape delays the next rather than overlapping it.
  const timer = setInterval(() => {
    pending = pending.then(take).catch((error: unknown) => {
      scrapeError ??= error instanceof Error ? error : new Error(String(error));
    });
  }, intervalMs);

  return {
    answered: (ms) => void latencies.push(ms),
    failed: () => void (errors += 1),
    async stop() {
      clearInterval(timer);
      await pending;
      if (scrapeError) throw scrapeError;
      return samples;
    },
  };
}
