import autocannon, { type Client, type Result } from 'autocannon';

export interface HttpTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Bodies sent in turn instead of `body` (a realistic mix of inputs), shared out among the connections. */
  bodies?: readonly string[];
}

export interface LoadFigures {
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** requests/s of every measured run, in order, when there was more than one. */
  runs?: number[];
  /** With a baseline: its requests/s in the run made just before each measured run. */
  baselineRuns?: number[];
  /** With a baseline: the median over the runs of requests/s ÷ the baseline's just before. */
  ratio?: number;
}

/**
 * Each connection gets its own slice of the bodies and cycles through it. autocannon builds
 * a connection's requests into bytes once (client.setRequests), so the load generator spends
 * no CPU rebuilding a request per send, as it does not for a fixed body either: on a 2-core
 * machine that CPU is taken from the server under test. Slices do not overlap, so connections
 * never send the same body in step.
 */
function bodiesPerConnection(bodies: readonly string[], connections: number) {
  const share = Math.max(1, Math.floor(bodies.length / connections));
  let connection = 0;
  return (client: Client) => {
    const start = (connection++ * share) % bodies.length;
    client.setRequests(bodies.slice(start, start + share).map((body) => ({ body })));
  };
}

/** One bounded autocannon run: stopped by force if it overruns its duration by 15 s. */
function fire(target: HttpTarget, connections: number, duration: number): Promise<Result> {
  const instance = autocannon({
    url: target.url,
    connections,
    duration,
    method: target.method ?? 'GET',
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
    ...(target.bodies?.length
      ? { setupClient: bodiesPerConnection(target.bodies, connections) }
      : {}),
    timeout: 10,
  });
  const guard = setTimeout(() => instance.stop(), (duration + 15) * 1000);
  return Promise.resolve(instance).finally(() => clearTimeout(guard));
}

function figuresOf(result: Result): LoadFigures {
  return {
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * Warm-up (discarded), then `repeat` measured runs back to back; loopback targets only. With
 * more than one run the figures are those of the median run by requests/s (a shared machine's
 * noise moves single runs by ±15 %), and `runs` keeps every run's requests/s.
 *
 * With a `baseline`, each measured run is paired with a baseline run made just before it, and
 * `ratio` is the median of the pairs' ratios: the host's speed drifts from minute to minute,
 * and a pair sees the same host, where a baseline measured minutes earlier may not.
 */
export async function measure(
  target: HttpTarget,
  options: { connections: number; duration: number; warmup: number; repeat: number },
  baseline?: HttpTarget,
): Promise<LoadFigures> {
  for (const { url } of baseline ? [target, baseline] : [target]) {
    const { hostname } = new URL(url);
    if (hostname !== '127.0.0.1') throw new Error(`benchmarks stay on loopback, not ${hostname}`);
  }
  if (baseline) await fire(baseline, options.connections, options.warmup);
  await fire(target, options.connections, options.warmup);
  const runs: LoadFigures[] = [];
  const baselineRuns: number[] = [];
  for (let run = 0; run < options.repeat; run++) {
    if (baseline) {
      baselineRuns.push(
        (await fire(baseline, options.connections, options.duration)).requests.average,
      );
    }
    runs.push(figuresOf(await fire(target, options.connections, options.duration)));
  }
  const rates = runs.map((run) => run.requestsPerSec);
  const figures: LoadFigures = {
    ...runs.find((run) => run.requestsPerSec === median(rates))!,
    ...(runs.length > 1 ? { runs: rates } : {}),
  };
  if (!baseline) return figures;
  return {
    ...figures,
    baselineRuns,
    ratio: median(rates.map((rate, run) => rate / baselineRuns[run]!)),
  };
}
