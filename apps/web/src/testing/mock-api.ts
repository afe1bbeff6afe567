import { vi } from 'vitest';
import { contractViolation } from './contract-check';
import { publicConfig } from './factories';

const violations: string[] = [];

/**
 * The mocked replies of the running test that no real API could give (see contract-check.ts),
 * emptied by each call. The test setup fails every test that leaves one behind.
 */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  /** A streamed answer (server-sent events) instead of a JSON body. */
  stream?: ReadableStream<Uint8Array>;
  /**
   * Why this reply is deliberately one the contract forbids (a test of the web's defence
   * against a misbehaving server); without it, such a reply fails the test.
   */
  offContract?: string;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** Routes keyed 'METHOD /path' (path without its query string). */
export type MockRoutes = Record<string, MockHandler>;

export interface MockApi {
  calls: MockRequest[];
  /** The calls made to one 'METHOD /path'. */
  callsTo(key: string): MockRequest[];
  /** Adds or replaces routes after the start. */
  use(routes: MockRoutes): void;
}

/**
 * Stubs fetch and XMLHttpRequest (uploads with progress) at the network boundary: each call is
 * answered by the route of its method and path; public config answers by default; anything
 * else is a 404 so a missing mock shows up.
 */
export function mockApi(routes: MockRoutes = {}): MockApi {
  const table: MockRoutes = { 'GET /pre/v0/public-config': { body: publicConfig() }, ...routes };
  const calls: MockRequest[] = [];

  async function answer(
    method: string,
    href: string,
    body: string | undefined,
    headers: Headers,
  ): Promise<MockReply> {
    const url = new URL(href, 'http://localhost');
    const request: MockRequest = {
      method: method.toUpperCase(),
      path: url.pathname,
      url,
      body: body === undefined ? undefined : (JSON.parse(body) as unknown),
      headers,
    };
    calls.push(request);
    const handler = table[`${request.method} ${request.path}`];
    if (!handler) {
      return {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: `Sin mock: ${request.method} ${request.path}`,
        },
      };
    }
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const violation = contractViolation(request.method, request.path, reply);
    if (violation && !reply.offContract) violations.push(violation);
    return reply;
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const reply = await answer(init?.method ?? 'GET', href, text, new Headers(init?.headers));
    const status = reply.status ?? 200;
    if (reply.stream) {
      return new Response(reply.stream, {
        status,
        headers: { 'Content-Type': 'text/event-stream' },
      });
    }
    if (reply.body instanceof Uint8Array) {
      // A file answer (PDF, CSV) travels as its bytes, as the API sends it.
      return new Response(new Blob([reply.body as Uint8Array<ArrayBuffer>]), { status });
    }
    // A body of null is sent as JSON null (an "empty result" answer), only a missing one as {}.
    const body = reply.body === undefined ? {} : reply.body;
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(answer));

  return {
    calls,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key),
    use: (more) => Object.assign(table, more),
  };
}

export function errorReply(status: number, message: string, code?: string, extra = {}): MockReply {
  return { status, body: { statusCode: status, error: 'Error', message, code, ...extra } };
}

type Answer = (
  method: string,
  href: string,
  body: string | undefined,
  headers: Headers,
) => Promise<MockReply>;

interface ProgressHandlers {
  onprogress:
    ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  onload: (() => void) | null;
}

/** An XMLHttpRequest answered from the same table, reporting upload progress in two steps. */
function fakeXhrClass(answer: Answer) {
  return class FakeXhr {
    upload: ProgressHandlers = { onprogress: null, onload: null };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body?: string) {
      const total = body?.length ?? 0;
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
        await Promise.resolve();
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.upload.onload?.();
        const reply = await answer(this.method, this.url, body, this.headers);
        if (this.aborted) return;
        this.status = reply.status ?? 200;
        this.responseText = this.status === 204 ? '' : JSON.stringify(reply.body ?? {});
        this.onload?.();
      })();
    }
  };
}

/** The server's module guard letting a built module open (GET /pre/v1/modulos/{key}). */
export function moduleAllowed(key: string): MockRoutes {
  return {
    [`GET /pre/v1/modulos/${encodeURIComponent(key)}`]: {
      body: { id: key, titulo: key, disponible: true },
    },
  };
}

/** mockApi for a built module's page: its guard answers "allowed", then `routes`. */
export function mockModuleApi(key: string, routes: MockRoutes = {}): MockApi {
  return mockApi({ ...moduleAllowed(key), ...routes });
}
