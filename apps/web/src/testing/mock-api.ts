import { vi } from 'vitest';
import { publicConfig } from './factories';

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
 * Stubs fetch at the network boundary: each call is answered by the route of its method and
 * path; public config answers by default; anything else is a 404 so a missing mock shows up.
 */
export function mockApi(routes: MockRoutes = {}): MockApi {
  const table: MockRoutes = { 'GET /pre/v0/public-config': { body: publicConfig() }, ...routes };
  const calls: MockRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: MockRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      url,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      headers: new Headers(init?.headers),
    };
    calls.push(request);
    const handler = table[`${request.method} ${request.path}`];
    const reply: MockReply = !handler
      ? {
          status: 404,
          body: {
            statusCode: 404,
            error: 'Not Found',
            message: `Sin mock: ${request.method} ${request.path}`,
          },
        }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    const status = reply.status ?? 200;
    // A body of null is sent as JSON null (an "empty result" answer), only a missing one as {}.
    const body = reply.body === undefined ? {} : reply.body;
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key),
    use: (more) => Object.assign(table, more),
  };
}

export function errorReply(status: number, message: string, code?: string, extra = {}): MockReply {
  return { status, body: { statusCode: status, error: 'Error', message, code, ...extra } };
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
