/**
 * The two series every request touches, requests by route, method and status and latency by
 * route and method, kept in plain numbers and written in Prometheus' text format at scrape time.
 * prom-client's labelled counter and histogram hash their labels on every call (about 1 µs a
 * request together on a busy 2-core host); a request here costs two map look-ups and a few
 * additions (docs/decisions/0045).
 */

/** The route of a request that matched none, in metrics and logs alike: a closed set of labels. */
export const UNMATCHED_ROUTE = '(unmatched)';

export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const REQUESTS = 'portal_http_requests_total';
const DURATION = 'portal_http_request_duration_seconds';

interface Series {
  /** The label pairs of the series, already escaped: `route="…",method="…"`. */
  labels: string;
  byStatus: Map<number, number>;
  /** Observations per bucket, not cumulative; the last one is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/** A label value as the text format writes it. */
function escape(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

export class RouteSeries {
  private readonly byRoute = new Map<string, Map<string, Series>>();

  private series(route: string, method: string): Series {
    let methods = this.byRoute.get(route);
    if (!methods) {
      methods = new Map();
      this.byRoute.set(route, methods);
    }
    let series = methods.get(method);
    if (!series) {
      series = {
        labels: `route="${escape(route)}",method="${escape(method)}"`,
        byStatus: new Map(),
        buckets: DURATION_BUCKETS.map(() => 0).concat(0),
        sum: 0,
        count: 0,
      };
      methods.set(method, series);
    }
    return series;
  }

  /** One answer; `seconds` undefined counts it without timing it. */
  observe(route: string, method: string, status: number, seconds?: number): void {
    const series = this.series(route, method);
    series.byStatus.set(status, (series.byStatus.get(status) ?? 0) + 1);
    if (seconds === undefined) return;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
    series.buckets[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /** Both families in Prometheus' text format (0.0.4). */
  text(): string {
    const all = [...this.byRoute.values()].flatMap((methods) => [...methods.values()]);
    const lines = [
      `# HELP ${REQUESTS} Answered requests by route pattern, method and status.`,
      `# TYPE ${REQUESTS} counter`,
    ];
    for (const series of all) {
      for (const [status, count] of series.byStatus) {
        lines.push(`${REQUESTS}{${series.labels},status="${status}"} ${count}`);
      }
    }
    lines.push(
      `# HELP ${DURATION} Time from the request to the end of its answer, by route pattern and method.`,
      `# TYPE ${DURATION} histogram`,
    );
    for (const series of all) {
      if (series.count === 0) continue;
      let cumulative = 0;
      DURATION_BUCKETS.forEach((bound, index) => {
        cumulative += series.buckets[index]!;
        lines.push(`${DURATION}_bucket{${series.labels},le="${bound}"} ${cumulative}`);
      });
      lines.push(
        `${DURATION}_bucket{${series.labels},le="+Inf"} ${series.count}`,
        `${DURATION}_sum{${series.labels}} ${series.sum}`,
        `${DURATION}_count{${series.labels}} ${series.count}`,
      );
    }
    return `${lines.join('\n')}\n`;
  }
}
