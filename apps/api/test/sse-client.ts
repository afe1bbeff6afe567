/** A server-sent events reader over fetch, as the web reads the stream (bearer header, no EventSource). */
export interface SseMessage {
  event: string;
  data: unknown;
}

type Received = SseMessage | { comment: string };

/** A `next` predicate: the next event of that name. */
export const isEvent = (name: string) => (message: Received) =>
  'event' in message && message.event === name;

/** The events of that name among those a stream received, in order. */
export const eventsNamed = (received: Received[], name: string) =>
  received.filter((message): message is SseMessage => 'event' in message && message.event === name);

export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const received: (SseMessage | { comment: string })[] = [];
  /** The `retry:` hints received (they dispatch no event). */
  const retries: number[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const retry = /^retry: (\d+)$/.exec(block)?.[1];
            if (block.startsWith(':')) {
              received.push({ comment: block.slice(1).trim() });
            } else if (retry !== undefined) {
              retries.push(Number(retry));
            } else {
              const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
              const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
              received.push({ event, data: JSON.parse(data) as unknown });
            }
            wake();
          }
        }
      } catch {
        // Aborted by the test.
      }
      ended = true;
      wake();
    })();
  } else {
    ended = true;
  }

  /** Waits for a message the predicate accepts, among those not yet taken. */
  let taken = 0;
  async function next<T = unknown>(
    predicate: (message: SseMessage | { comment: string }) => boolean = (m) => 'event' in m,
    timeoutMs = 3_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = taken; i < received.length; i++) {
        if (predicate(received[i]!)) {
          taken = i + 1;
          return received[i] as T;
        }
      }
      if (ended) throw new Error(`stream ended; received ${JSON.stringify(received)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event; received ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const done = () => {
          waiters.delete(done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, left);
        waiters.add(done);
      });
    }
  }

  async function untilEnded(timeoutMs = 3_000) {
    const deadline = Date.now() + timeoutMs;
    while (!ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return ended;
  }

  return {
    response,
    received,
    retries,
    next,
    untilEnded,
    close: () => controller.abort(),
  };
}
export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
