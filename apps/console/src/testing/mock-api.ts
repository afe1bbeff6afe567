import { contractViolation } from '@portal/client/contract-check';
import { vi } from 'vitest';

const violations: string[] = [];

/** The mocked replies of the running test that no real API could give; the setup fails them. */
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
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply);
/** Routes keyed 'METHOD /path' (path without its query string). */
export type MockRoutes = Record<string, MockHandler>;

/**
 * Stubs fetch at the network boundary, as the portal's tests do (apps/web/src/testing): each
 * request is answered by its route, every reply is checked against the call's contract, and
 * a request without a route is a 404 so a missing mock shows.
 */
export function mockApi(routes: MockRoutes = {}) {
  const table: MockRoutes = { ...routes };
  const calls: MockRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost');
      const request: MockRequest = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: new Headers(init?.headers),
      };
      calls.push(request);
      const handler = table[`${request.method} ${request.path}`];
      const reply: MockReply = !handler
        ? errorReply(404, `Sin mock: ${request.method} ${request.path}`)
        : typeof handler === 'function'
          ? handler(request)
          : handler;
      if (handler) {
        const violation = contractViolation(request.method, request.path, reply);
        if (violation) violations.push(violation);
      }
      const status = reply.status ?? 200;
      if (reply.stream) {
        return new Response(reply.stream, {
          status,
          headers: { 'Content-Type': 'text/event-stream' },
        });
      }
      return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    use: (more: MockRoutes) => Object.assign(table, more),
  };
}

/** A server-sent-events body the test writes to, event by event. */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    stream,
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  };
}

export function errorReply(status: number, message: string, code?: string): MockReply {
  return { status, body: { statusCode: status, error: 'Error', message, code } };
}
