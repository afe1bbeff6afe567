import { contractViolation } from './contract-check.ts';

/*
 * The head both applications' test mocks share (the portal's and the console's
 * testing/mock-api.ts): what a mocked request and reply are, the list of replies no real API
 * could give, and how a reply becomes the Response fetch returns. Each app keeps only how it
 * stubs the network (the portal also fakes XMLHttpRequest for upload progress).
 */

const violations: string[] = [];

/**
 * The mocked replies of the running test that no real API could give (see contract-check.ts),
 * emptied by each call. Each app's test setup fails every test that leaves one behind.
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
   * Why this reply is deliberately one the contract forbids (a test of the app's defence
   * against a misbehaving server); without it, such a reply fails the test.
   */
  offContract?: string;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** Routes keyed 'METHOD /path' (path without its query string). */
export type MockRoutes = Record<string, MockHandler>;

export function errorReply(status: number, message: string, code?: string, extra = {}): MockReply {
  return { status, body: { statusCode: status, error: 'Error', message, code, ...extra } };
}

/** The request as a route sees it: method in capitals, the path apart from its query. */
export function mockRequest(
  method: string,
  href: string,
  body: string | undefined,
  headers: Headers,
): MockRequest {
  const url = new URL(href, 'http://localhost');
  return {
    method: method.toUpperCase(),
    path: url.pathname,
    url,
    body: body === undefined ? undefined : (JSON.parse(body) as unknown),
    headers,
  };
}

/**
 * The reply of the route for `request`, checked against its call's contract; a request with no
 * route is a 404 so a missing mock shows.
 */
export async function answerFrom(routes: MockRoutes, request: MockRequest): Promise<MockReply> {
  const handler = routes[`${request.method} ${request.path}`];
  if (!handler) return errorReply(404, `Sin mock: ${request.method} ${request.path}`);
  const reply = typeof handler === 'function' ? await handler(request) : handler;
  const violation = contractViolation(request.method, request.path, reply);
  if (violation && !reply.offContract) violations.push(violation);
  return reply;
}

/** The Response fetch gives for a reply: a stream, a file's bytes or JSON. */
export function mockResponse(reply: MockReply): Response {
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
    close() {
      controller.close();
    },
  };
}
