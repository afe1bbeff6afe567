/**
 * Lookups by key that arrive in the same turn of the event loop, answered by ONE query.
 *
 * Under load many requests for the same lookup are parsed in one turn of the loop; asked one
 * by one, each pays a database round trip (a write, a wake-up of the server process, a read).
 * The loader queues the keys, and on the next `setImmediate` runs `load` once per batch of up
 * to `maxBatch` distinct keys. Nothing is kept between batches: every answer comes from a query
 * made after it was asked (ADR 0015). A failed batch rejects every lookup in it.
 */
export interface BatchLoaderOptions<K, V> {
  /** Identity of a key: lookups with the same id share one entry in the batch. */
  id(key: K): string;
  /** Answers every key of the batch; a key absent from the map gets `missing`. */
  load(keys: readonly K[]): Promise<ReadonlyMap<string, V>>;
  missing: V;
  maxBatch?: number;
}

interface Pending<K, V> {
  key: K;
  waiters: { resolve(value: V): void; reject(error: unknown): void }[];
}

export function batchLoader<K, V>(options: BatchLoaderOptions<K, V>): (key: K) => Promise<V> {
  const maxBatch = options.maxBatch ?? 100;
  let queue = new Map<string, Pending<K, V>>();
  let scheduled = false;

  async function run(batch: Pending<K, V>[]) {
    try {
      const answers = await options.load(batch.map((entry) => entry.key));
      for (const entry of batch) {
        const answer = answers.get(options.id(entry.key));
        for (const waiter of entry.waiters) waiter.resolve(answer ?? options.missing);
      }
    } catch (error) {
      for (const entry of batch) for (const waiter of entry.waiters) waiter.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    const entries = [...queue.values()];
    queue = new Map();
    for (let start = 0; start < entries.length; start += maxBatch) {
      void run(entries.slice(start, start + maxBatch));
    }
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      const id = options.id(key);
      let entry = queue.get(id);
      if (!entry) {
        entry = { key, waiters: [] };
        queue.set(id, entry);
      }
      entry.waiters.push({ resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
