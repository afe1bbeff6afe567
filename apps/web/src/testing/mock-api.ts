import {
  answerFrom,
  mockRequest,
  mockResponse,
  type MockReply,
  type MockRequest,
  type MockRoutes,
} from '@portal/client/mock-replies';
import { vi } from 'vitest';
import { publicConfig } from './factories';

// The head shared with the console's mock (request, reply, the contract's violations).
export {
  errorReply,
  takeContractViolations,
  type MockHandler,
  type MockReply,
  type MockRequest,
  type MockRoutes,
} from '@portal/client/mock-replies';

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

  function answer(
    method: string,
    href: string,
    body: string | undefined,
    headers: Headers,
  ): Promise<MockReply> {
    const request = mockRequest(method, href, body, headers);
    calls.push(request);
    return answerFrom(table, request);
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    return mockResponse(
      await answer(init?.method ?? 'GET', href, text, new Headers(init?.headers)),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(answer));

  return {
    calls,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key),
    use: (more) => Object.assign(table, more),
  };
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
