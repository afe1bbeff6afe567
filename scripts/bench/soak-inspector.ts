/**
 * The soak's view of the API process's live memory, through the V8 inspector the bench starts it
 * with (`--inspect` on a loopback port of the bench's choosing; never in production): a full
 * garbage collection, then process.memoryUsage(). The heap in use between collections is mostly
 * garbage waiting for the next major collection (every few minutes under load: a sawtooth of
 * 70 to 150 MB in the first soak), so only the heap after a collection can show a leak.
 */

export interface LiveMemory {
  rssMb: number;
  heapMb: number;
}

interface Reply {
  id: number;
  result?: { result?: { value?: unknown } };
  error?: { message: string };
}

const MB = 1024 * 1024;

export interface Inspector {
  /** A full collection, then the process's RSS and heap in use, in MB. */
  liveMemory(): Promise<LiveMemory>;
  close(): void;
}

/** Connects to the inspector listening on `port` (its first target: the main thread). */
export async function connectInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('inspector unreachable')), {
      once: true,
    });
  });
  let nextId = 1;
  const waiting = new Map<number, (reply: Reply) => void>();
  socket.addEventListener('message', (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => reject(new Error(`inspector: ${method} timed out`)), 30_000);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.error) reject(new Error(`inspector: ${reply.error.message}`));
        else resolve(reply);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async liveMemory() {
      await send('HeapProfiler.collectGarbage');
      const reply = await send('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      const usage = JSON.parse(String(reply.result?.result?.value)) as NodeJS.MemoryUsage;
      return { rssMb: usage.rss / MB, heapMb: usage.heapUsed / MB };
    },
    close: () => socket.close(),
  };
}
