// The subset of autocannon 9's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    pipelining?: number;
    /** Requests per second of each connection (at least 1); unset: as fast as answered. */
    connectionRate?: number;
    requests?: RequestSpec[];
    /** Called once per connection, before it sends anything. */
    setupClient?: (client: Client) => void;
  }
  export interface Client {
    /**
     * Replaces this connection's request list, cycled in order. A request without
     * `setupRequest` is built into bytes once; one with it is rebuilt at each turn.
     */
    setRequests(requests: RequestSpec[]): void;
  }
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface RequestSpec extends RequestParams {
    /**
     * Called before each request; answers the request to send. A falsy answer skips it: the
     * connection goes on from the first request of its list.
     */
    setupRequest?: (request: RequestParams) => RequestParams | null;
    /** Called with each answer to this request. */
    onResponse?: (status: number, body: string) => void;
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Instance extends PromiseLike<Result> {
    stop(): void;
    /** Every answer, with its time in ms. */
    on(
      event: 'response',
      listener: (client: Client, status: number, bytes: number, ms: number) => void,
    ): this;
    /** A request without an answer (a connection error or a timeout). */
    on(event: 'reqError', listener: (error: Error) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
