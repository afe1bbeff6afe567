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

/**
 * Warm-up (discarded), then `repeat` measured runs back to back; loopback targets only. With
 * more than one run the figures are those of the median run by requests/s (a shared machine's
 * noise moves single runs by ±15 %), and `runs` keeps every run's requests/s.
 */
export async function measure(
  target: HttpTarget,
  options: { connections: number; duration: number; warmup: number; repeat: number },
): Promise<LoadFigures> {
  const { hostname } = new URL(target.url);
  if (hostname !== '127.0.0.1') throw new Error(`benchmarks stay on loopback, not ${hostname}`);
  await fire(target, options.connections, options.warmup);
  const runs: LoadFigures[] = [];
  for (let run = 0; run < options.repeat; run++) {
    runs.push(figuresOf(await fire(target, options.connections, options.duration)));
  }
  if (runs.length === 1) return runs[0]!;
  const sorted = [...runs].sort((a, b) => a.requestsPerSec - b.requestsPerSec);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    runs: runs.map((run) => run.requestsPerSec),
  };
}
